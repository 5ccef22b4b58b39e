import { join } from 'node:path';
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

/** The text report: per folder an "Errors" block, a "Warnings" block (each only when not empty) and a summary line. */
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

/** The `--json` report: every folder's errors and warnings, files given under their folder. */
export function jsonReport(reports: readonly LintReport[]): {
  errors: JsonProblem[];
  warnings: JsonProblem[];
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
  return { errors: entries('errors'), warnings: entries('warnings') };
}
