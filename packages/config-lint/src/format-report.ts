import { join } from 'node:path';
import type { LanguageCoverage } from './languages/check-translations.ts';
import type { LintProblem, LintReport } from './lint-partner-folder.ts';

/** The path of a problem's file as the user can open it: under the folder that was linted. */
export const problemPath = (report: Pick<LintReport, 'dir'>, problem: LintProblem): string =>
  join(report.dir, problem.file);

/**
 * One line per problem: `file:line:column: json-pointer: message` (the whole file reads as pointer
 * `/`). Editors and terminals open `file:line:column` at the place.
 */
export const formatProblem = (file: string, problem: LintProblem): string =>
  `${file}:${problem.line}:${problem.column}: ${problem.pointer || '/'}: ${problem.message}`;

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const number = (n: number) => n.toLocaleString('en-US');

/**
 * A language's coverage in words: `es: 1,212 of 1,300 texts (93%)`. The percentage is rounded
 * down, so only a complete language reads 100%. A language not declared says it is not offered.
 */
export const formatCoverage = ({
  language,
  translated,
  total,
  declared,
}: LanguageCoverage): string =>
  `${language}: ${number(translated)} of ${number(total)} texts (${total === 0 ? 100 : Math.floor((translated / total) * 100)}%)${declared === false ? `, not offered: "languages" in partner.json does not declare it` : ''}`;

/**
 * The text report: per folder an "Errors" block, a "Warnings" block, a "Languages" block (each
 * language's coverage, for a folder with translations; each block only when not empty) and a
 * summary line.
 */
export function formatTextReport(reports: readonly LintReport[]): string {
  return reports
    .map((report) => {
      const lines: string[] = [];
      const block = (title: string, problems: readonly LintProblem[]) => {
        if (problems.length === 0) return;
        lines.push(title, ...problems.map((p) => formatProblem(problemPath(report, p), p)));
      };
      block('Errors', report.errors);
      block('Warnings', report.warnings);
      if (report.coverage?.length)
        lines.push('Languages (texts translated)', ...report.coverage.map(formatCoverage));
      lines.push(
        `${report.dir}: ${count(report.errors.length, 'error')}, ${count(report.warnings.length, 'warning')}`,
      );
      return lines.join('\n');
    })
    .join('\n\n');
}

/** One problem in the `--json` report. */
export interface JsonProblem {
  file: string;
  pointer: string;
  line: number;
  column: number;
  message: string;
  rule: string;
}

/** A language's coverage in the `--json` report, with the folder it is of. */
export interface JsonCoverage extends LanguageCoverage {
  dir: string;
}

/**
 * The `--json` report: every folder's errors and warnings, files given under their folder, and
 * `coverage` (each language's, by folder) when a folder has translations.
 */
export function jsonReport(reports: readonly LintReport[]): {
  errors: JsonProblem[];
  warnings: JsonProblem[];
  coverage?: JsonCoverage[];
} {
  const entries = (pick: 'errors' | 'warnings') =>
    reports.flatMap((report) =>
      report[pick].map((p) => ({
        file: problemPath(report, p),
        pointer: p.pointer,
        line: p.line,
        column: p.column,
        message: p.message,
        rule: p.rule,
      })),
    );
  const coverage = reports.flatMap((report) =>
    (report.coverage ?? []).map((language) => ({ dir: report.dir, ...language })),
  );
  return {
    errors: entries('errors'),
    warnings: entries('warnings'),
    ...(coverage.length ? { coverage } : {}),
  };
}
