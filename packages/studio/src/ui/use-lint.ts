import type { LintProblem } from '@admit/config-lint/browser';
import type { StudioFiles } from '../model/studio-files.ts';
import { useEffect, useRef, useState } from 'react';
import type { LintRequest } from './lint.worker.ts';

/** Time after the last change before config-lint runs again. */
export const LINT_DELAY_MS = 250;

/** What config-lint found in the files of the latest run; `current` is false while a newer run is due. */
export interface LintState {
  errors: LintProblem[];
  warnings: LintProblem[];
  current: boolean;
}

/** The files as text, the way config-lint reads them from disk. */
export const filesAsTexts = (files: StudioFiles): Record<string, string> =>
  Object.fromEntries(
    Object.entries(files).map(([file, value]) => [file, JSON.stringify(value, null, 2)]),
  );

/** Runs config-lint in a worker on every change of the files, debounced. */
export function useLint(
  files: StudioFiles | undefined,
  lookupColumns: Readonly<Record<string, readonly string[]>>,
): LintState {
  const [state, setState] = useState<LintState>({ errors: [], warnings: [], current: false });
  const worker = useRef<Worker | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => {
    const created = new Worker(new URL('./lint.worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (
      event: MessageEvent<{ id: number; errors: LintProblem[]; warnings: LintProblem[] }>,
    ) => {
      const { id, errors, warnings } = event.data;
      if (id === latest.current) setState({ errors, warnings, current: true });
    };
    worker.current = created;
    return () => created.terminate();
  }, []);
  useEffect(() => {
    if (!files) return;
    const id = ++latest.current;
    setState((previous) => ({ ...previous, current: false }));
    const timer = setTimeout(() => {
      const request: LintRequest = { id, texts: filesAsTexts(files), lookupColumns };
      worker.current?.postMessage(request);
    }, LINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [files, lookupColumns]);
  return state;
}
