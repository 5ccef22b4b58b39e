import type { PartnerConfig } from '@admit/engine';
import { formatProblem, problemPath } from './format-report.ts';
import { lintPartnerFolder, type LintProblem } from './lint-partner-folder.ts';

/** Thrown when a partner folder cannot be used: every error, each located as config-lint prints it. */
export class PartnerFolderError extends Error {
  readonly dir: string;
  readonly problems: readonly LintProblem[];
  constructor(dir: string, problems: readonly LintProblem[]) {
    super(
      `The partner folder ${dir} has errors:\n${problems.map((p) => `  ${formatProblem(problemPath({ dir }, p), p)}`).join('\n')}`,
    );
    this.name = 'PartnerFolderError';
    this.dir = dir;
    this.problems = problems;
  }
}

/**
 * Reads and checks a partner folder as config-lint does, for the server and the web build: the
 * config when the folder has no error (with its warnings to log), else a PartnerFolderError that
 * names file, line, column and pointer of every error.
 */
export async function loadPartnerFolder(
  dir: string,
): Promise<{ config: PartnerConfig; warnings: LintProblem[] }> {
  const report = await lintPartnerFolder(dir);
  if (report.errors.length || report.config === undefined)
    throw new PartnerFolderError(dir, report.errors);
  return { config: report.config as PartnerConfig, warnings: report.warnings };
}
