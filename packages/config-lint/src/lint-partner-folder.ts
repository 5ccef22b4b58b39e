import {
  assemblePartnerConfig,
  checkPartnerConfig,
  type ConfigProblem,
  type Severity,
} from '@admit/engine';
import { readPartnerFolder } from './read-partner-folder.ts';

/** A problem located in a file of the partner folder. */
export interface LintProblem {
  severity: Severity;
  /** Path of the file, relative to the partner folder (for example `pages/about.json`). */
  file: string;
  /** JSON pointer inside that file ("" for the whole file). */
  pointer: string;
  message: string;
  rule: string;
}

/** What linting one partner folder found. */
export interface LintReport {
  dir: string;
  errors: LintProblem[];
  warnings: LintProblem[];
  /** The assembled config (not necessarily valid), when the files could be read. */
  config?: unknown;
}

const REQUIRED_FILES = ['partner.json', 'data-model.json'];

const report = (dir: string, problems: LintProblem[], config?: unknown): LintReport => ({
  dir,
  errors: problems.filter((p) => p.severity === 'error'),
  warnings: problems.filter((p) => p.severity === 'warning'),
  ...(config === undefined ? {} : { config }),
});

/**
 * Lints a partner folder: reads its JSON files, assembles the config and runs the engine's
 * checks (schema first), locating every problem in its file. Stops at the first stage that
 * fails: unreadable folder, files that are not JSON, missing required files, then the checks.
 */
export async function lintPartnerFolder(dir: string): Promise<LintReport> {
  const fileError = (file: string, message: string, rule: string): LintProblem => ({
    severity: 'error',
    file,
    pointer: '',
    message,
    rule,
  });
  let read: Awaited<ReturnType<typeof readPartnerFolder>>;
  try {
    read = await readPartnerFolder(dir);
  } catch {
    return report(dir, [
      fileError('.', 'the partner folder does not exist or cannot be read', 'folder'),
    ]);
  }
  const { files, unreadable } = read;
  if (unreadable.length)
    return report(
      dir,
      unreadable.map((u) => fileError(u.file, u.message, 'json')),
    );
  const missing = REQUIRED_FILES.filter((file) => !(file in files));
  if (missing.length)
    return report(
      dir,
      missing.map((file) => fileError(file, 'the file is missing', 'missing-file')),
    );
  const { config, locate } = assemblePartnerConfig(files);
  const located = checkPartnerConfig(config).map((problem: ConfigProblem): LintProblem => {
    const at = locate(problem.pointer);
    return {
      severity: problem.severity,
      file: at.file,
      pointer: at.pointer,
      message: problem.message,
      rule: problem.rule,
    };
  });
  return report(dir, located, config);
}
