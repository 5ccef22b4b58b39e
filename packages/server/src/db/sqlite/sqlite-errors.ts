import { chain, type ErrorFields } from '../error-chain.ts';

/**
 * SQLite primary result codes: BUSY, LOCKED (after the busy timeout), READONLY, IOERR, FULL,
 * CANTOPEN. node:sqlite reports the extended code (`errcode`); its low byte is the primary one.
 */
const SQLITE_NAMES: Record<number, string> = {
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  8: 'SQLITE_READONLY',
  10: 'SQLITE_IOERR',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
};
const SQLITE_UNAVAILABLE = new Set(Object.keys(SQLITE_NAMES).map(Number));
const SQLITE_BUSY = new Set([5, 6]);

/** Whether node:sqlite raised the error (it carries SQLite's extended result code). */
export const isSqliteError = (fields: ErrorFields): fields is ErrorFields & { errcode: number } =>
  fields.code === 'ERR_SQLITE_ERROR' && typeof fields.errcode === 'number';

/** Whether SQLite reported that it cannot work now: locked, read-only, an I/O error, a full disk. */
export const isSqliteUnavailable = (fields: ErrorFields & { errcode: number }): boolean =>
  SQLITE_UNAVAILABLE.has(fields.errcode & 0xff);

/** Whether SQLite gave up waiting for a lock another connection holds (nothing was done). */
export const isSqliteBusy = (error: unknown): boolean =>
  [...chain(error)].some(
    (fields) => isSqliteError(fields) && SQLITE_BUSY.has(fields.errcode & 0xff),
  );

/** SQLITE_FULL, or SQLITE_IOERR/778 for an extended code (the primary name, then the number). */
export function sqliteName(errcode: number): string {
  const name = SQLITE_NAMES[errcode & 0xff] ?? `SQLITE_${errcode & 0xff}`;
  return errcode > 0xff ? `${name}/${errcode}` : name;
}
