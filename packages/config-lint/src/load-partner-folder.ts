import type { PartnerConfig } from '@admit/engine';
import { formatProblem, problemPath } from './format-report.ts';
import { partnerConfigsByLanguage } from './languages/partner-configs-by-language.ts';
import { splitTranslationGaps } from './languages/translation-gap.ts';
import { lintPartnerFolder } from './lint-partner-folder.ts';
import { lintPartnerTexts, type LintProblem } from './lint-partner-texts.ts';
import { parsePartnerTexts } from './partner-texts.ts';
import { readPartnerTexts } from './read-partner-folder.ts';

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

/** A usable partner folder: its config, in its default language and in each declared one. */
export interface LoadedPartnerFolder {
  /** The config in the partner's default language. */
  config: PartnerConfig;
  /** The config in each declared language, the default first (see partnerConfigsByLanguage). */
  configs: Readonly<Record<string, PartnerConfig>>;
  /** What to log: warnings, and the texts a translation still lacks. */
  warnings: LintProblem[];
}

/**
 * Reads and checks a partner folder as config-lint does, for the server and the web build: the
 * config when the folder has no error (with its warnings to log), else a PartnerFolderError that
 * names file, line, column and pointer of every error. A translation still being written (see
 * TRANSLATION_GAP_RULES) is returned with the warnings: the product shows the default language's
 * text where a translation is missing, while config-lint itself fails the folder.
 */
export async function loadPartnerFolder(dir: string): Promise<LoadedPartnerFolder> {
  // Read once: the checks and the configs in every language see the same files.
  const texts = await readPartnerTexts(dir).catch(() => undefined);
  // An unreadable folder is reported as config-lint words it.
  const report = texts ? lintPartnerTexts(dir, texts) : await lintPartnerFolder(dir);
  const { blocking, gaps } = splitTranslationGaps(report.errors);
  if (blocking.length || report.config === undefined || !texts)
    throw new PartnerFolderError(dir, blocking);
  return {
    config: report.config as PartnerConfig,
    configs: partnerConfigsByLanguage(parsePartnerTexts(texts).files),
    warnings: [...gaps, ...report.warnings],
  };
}
