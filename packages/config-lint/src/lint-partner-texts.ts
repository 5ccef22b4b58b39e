import { assemblePartnerConfig } from '@admit/engine';
import { checkPartnerConfig } from './checks/check-partner-config.ts';
import type { ConfigProblem, Severity } from './checks/config-problem.ts';
import type { JsonSource, Position } from './json-source.ts';
import {
  checkTranslations,
  type LanguageCoverage,
  type TranslationProblem,
} from './languages/check-translations.ts';
import { parsePartnerTexts, type PartnerTexts } from './partner-texts.ts';

/** A problem located in a file of the partner folder. */
export interface LintProblem {
  severity: Severity;
  /** Path of the file, relative to the partner folder (for example `pages/about.json`). */
  file: string;
  /** JSON pointer inside that file ("" for the whole file). */
  pointer: string;
  /** Where the pointer's value is written in the file (1:1 for a file that is missing). */
  line: number;
  column: number;
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
  /**
   * How much of the default language's texts each other declared language has, in the order
   * declared; absent when the languages were not checked (the folder failed an earlier stage).
   */
  coverage?: LanguageCoverage[];
}

const REQUIRED_FILES = ['partner.json', 'data-model.json'];
const START: Position = { line: 1, column: 1 };

/** A report of the problems found, split by severity. */
export const lintReport = (
  dir: string,
  problems: LintProblem[],
  config?: unknown,
  coverage?: LanguageCoverage[],
): LintReport => ({
  dir,
  errors: problems.filter((p) => p.severity === 'error'),
  warnings: problems.filter((p) => p.severity === 'warning'),
  ...(config === undefined ? {} : { config }),
  ...(coverage === undefined ? {} : { coverage }),
});

/** A problem located by file and pointer, with the line and column its pointer is written at. */
export const positioned = (
  sources: Readonly<Record<string, JsonSource>>,
  problem: TranslationProblem,
): LintProblem => ({
  ...problem,
  ...(sources[problem.file]?.positionOf(problem.pointer) ?? START),
});

/** An error about a whole file (or the folder). */
export const fileError = (
  file: string,
  message: string,
  rule: string,
  position = START,
): LintProblem => ({
  severity: 'error',
  file,
  pointer: '',
  ...position,
  message,
  rule,
});

/**
 * Lints a partner folder held as text (on disk or in an editor's memory; `dir` only names it in
 * the report): assembles the config and runs the config checks (schema first), then checks its
 * languages (translations files, ICU messages, coverage: see checkTranslations), locating every
 * problem in its file, with the line and column of the value its pointer names. Stops at the
 * first stage that fails: files that are not JSON, missing required files, the schema, then the
 * other checks. Pure: runs in Node and in a browser worker alike.
 */
export function lintPartnerTexts(dir: string, partner: PartnerTexts): LintReport {
  const { files, sources, unreadable, lookupColumns } = parsePartnerTexts(partner);
  if (unreadable.length)
    return lintReport(
      dir,
      unreadable.map((u) => fileError(u.file, u.message, 'json', u.position)),
    );
  const missing = REQUIRED_FILES.filter((file) => !(file in files));
  if (missing.length)
    return lintReport(
      dir,
      missing.map((file) => fileError(file, 'the file is missing', 'missing-file')),
    );
  const { config, locate } = assemblePartnerConfig(files);
  const problems = checkPartnerConfig(config, { lookupColumns });
  const located = problems.map((problem: ConfigProblem): LintProblem => {
    const at = locate(problem.pointer);
    return {
      severity: problem.severity,
      file: at.file,
      pointer: at.pointer,
      ...(sources[at.file]?.positionOf(at.pointer) ?? START),
      message: problem.message,
      rule: problem.rule,
    };
  });
  // The languages are checked once the folder has the config schema's shape (`languages`, texts).
  if (problems.some((problem) => problem.rule === 'schema'))
    return lintReport(dir, located, config);
  const languages = checkTranslations(files);
  return lintReport(
    dir,
    [...located, ...languages.problems.map((problem) => positioned(sources, problem))],
    config,
    languages.coverage,
  );
}
