import type { StudioFiles } from '../model/studio-files.ts';
import { useEffect, useRef, useState } from 'react';
import type { LintAnswer, LintRequest, LintState } from './lint-messages.ts';

/** Time after the last change before config-lint runs again. */
export const LINT_DELAY_MS = 250;

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
  const [state, setState] = useState<LintState>({
    errors: [],
    warnings: [],
    untranslated: [],
    current: false,
  });
  const worker = useRef<Worker | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => {
    const created = new Worker(new URL('./lint.worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<LintAnswer>) => {
      const { id, ...found } = event.data;
      if (id === latest.current) setState({ ...found, current: true });
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
