import type { PartnerConfig } from '@admit/engine';
import { formatProblem, problemPath } from './format-report.ts';
import { splitTranslationGaps } from './languages/translation-gap.ts';
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
 * names file, line, column and pointer of every error. A translation still being written (see
 * TRANSLATION_GAP_RULES) is returned with the warnings: the product shows the default language's
 * text where a translation is missing, while config-lint itself fails the folder.
 */
export async function loadPartnerFolder(
  dir: string,
): Promise<{ config: PartnerConfig; warnings: LintProblem[] }> {
  const report = await lintPartnerFolder(dir);
  const { blocking, gaps } = splitTranslationGaps(report.errors);
  if (blocking.length || report.config === undefined) throw new PartnerFolderError(dir, blocking);
  return { config: report.config as PartnerConfig, warnings: [...gaps, ...report.warnings] };
}
