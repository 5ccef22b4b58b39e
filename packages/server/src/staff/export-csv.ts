import type { ExportColumn, ExportProfile } from '@admit/engine';
import type { AppContext } from '../context.ts';
import type { AnswerMap } from '../store/answers.ts';
import {
  readAnswersOfMany,
  readSubmittedBatch,
  type SubmittedCursor,
  type SubmittedRow,
} from '../store/submitted-batches.ts';

/** Applications read per batch: memory stays the same whatever the number of rows. */
const BATCH = 500;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A cell a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) is
 * prefixed with an apostrophe (OWASP: CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const headerOf = (column: ExportColumn) =>
  column.header ?? ('key' in column ? column.key : column.field);

function cellOf(column: ExportColumn, row: SubmittedRow, answers: AnswerMap): string {
  if ('key' in column) {
    const value = answers[column.key];
    return value === undefined ? '' : String(value);
  }
  if (column.field === 'email') return row.email;
  if (column.field === 'submitted_at') return new Date(row.submittedAt).toISOString();
  return row.userId;
}

/**
 * The lines of a profile's CSV of every submitted application, oldest submission first, read in
 * batches (a keyset walk), so 100,000 rows take the memory of 500.
 */
export async function* exportCsv(ctx: AppContext, profile: ExportProfile): AsyncGenerator<string> {
  const keys = profile.columns.flatMap((column) => ('key' in column ? [column.key] : []));
  yield `${profile.columns.map((column) => csvCell(headerOf(column))).join(',')}\r\n`;
  let cursor: SubmittedCursor;
  for (;;) {
    const batch = await readSubmittedBatch(ctx.db, cursor, BATCH);
    if (!batch.length) return;
    const answers = await readAnswersOfMany(
      ctx.db,
      ctx.codec,
      batch.map((row) => row.userId),
      keys,
    );
    yield batch
      .map(
        (row) =>
          `${profile.columns.map((column) => csvCell(cellOf(column, row, answers.get(row.userId)!))).join(',')}\r\n`,
      )
      .join('');
    const last = batch.at(-1)!;
    cursor = { submittedAt: last.submittedAt, userId: last.userId };
  }
}
