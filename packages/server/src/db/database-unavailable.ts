/**
 * Which database errors mean "the database cannot do this now, try again later" (an outage, a
 * restart, a lock held too long, a full or read-only disk) rather than a fault in the request or in
 * the code. The HTTP layer answers these with 503 and Retry-After; the job queues wait and retry.
 */

/** Node's socket and DNS errors: the database host could not be reached or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: 08 connection exception, 53 insufficient resources (disk full, out of
 * memory, too many connections), 57P01-57P03 shutdown or start-up (57P04 is a dropped database:
 * not something waiting fixes), 57014 a statement cut off by statement_timeout, 55P03 a lock not
 * obtained in time, 58 system (I/O) error.
 */
const PG_UNAVAILABLE = /^(08|53|58)...$|^57P0[123]$|^57014$|^55P03$/;

/** pg's own errors for a connection that failed or timed out; they carry no code. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
];

/** pg refuses to send a statement on a client it already knows to be broken or closed. */
const PG_NOT_SENT = /^Client (has encountered a connection error|was closed) and is not queryable$/;

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

interface ErrorFields {
  code?: unknown;
  errcode?: unknown;
  message?: unknown;
  errors?: unknown;
  cause?: unknown;
}

const fieldsOf = (error: unknown): ErrorFields | undefined =>
  typeof error === 'object' && error !== null ? (error as ErrorFields) : undefined;

/** The error and what it wraps (`cause`, an AggregateError's `errors`), a few levels deep. */
function* chain(error: unknown, depth = 0): Generator<ErrorFields> {
  const fields = fieldsOf(error);
  if (!fields || depth > 4) return;
  yield fields;
  if (Array.isArray(fields.errors))
    for (const inner of fields.errors) yield* chain(inner, depth + 1);
  if (fields.cause !== undefined) yield* chain(fields.cause, depth + 1);
}

const isSqliteError = (fields: ErrorFields): fields is ErrorFields & { errcode: number } =>
  fields.code === 'ERR_SQLITE_ERROR' && typeof fields.errcode === 'number';

const messageOf = (fields: ErrorFields): string =>
  typeof fields.message === 'string' ? fields.message : '';

/** Whether the connection itself failed: the host went away, a restart, a broken socket. */
function isConnectionFault(fields: ErrorFields): boolean {
  const code = typeof fields.code === 'string' ? fields.code : '';
  if (NETWORK_CODES.has(code) || /^08...$|^57P0[123]$/.test(code)) return true;
  const message = messageOf(fields);
  return !code && PG_CONNECTION_MESSAGES.some((text) => message.includes(text));
}

function isUnavailableFault(fields: ErrorFields): boolean {
  if (isSqliteError(fields)) return SQLITE_UNAVAILABLE.has(fields.errcode & 0xff);
  if (typeof fields.code === 'string' && PG_UNAVAILABLE.test(fields.code)) return true;
  return isConnectionFault(fields);
}

/** Whether an error means the database is unreachable or cannot work now (answer 503, retry later). */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  [...chain(error)].some(isUnavailableFault);

/**
 * Whether SQLite or PostgreSQL itself reported that it cannot work now (a socket error alone could
 * come from any service a job talks to, such as S3).
 */
export const isReportedByDatabase = (error: unknown): boolean =>
  [...chain(error)].some((fields) =>
    isSqliteError(fields)
      ? SQLITE_UNAVAILABLE.has(fields.errcode & 0xff)
      : typeof fields.code === 'string' && PG_UNAVAILABLE.test(fields.code),
  );

/**
 * Whether the connection failed under a statement: it may or may not have run, but the connection
 * is gone, so a read may be tried again on a fresh one (a write may not: it may have committed).
 */
export const isConnectionFailure = (error: unknown): boolean =>
  [...chain(error)].some(isConnectionFault);

/** Whether pg refused to send a statement on a client it knew was broken: it certainly never ran. */
export const wasNeverSent = (error: unknown): boolean =>
  [...chain(error)].some((fields) => PG_NOT_SENT.test(messageOf(fields)));

/** Whether SQLite gave up waiting for a lock another connection holds (nothing was done). */
export const isSqliteBusy = (error: unknown): boolean =>
  [...chain(error)].some(
    (fields) => isSqliteError(fields) && SQLITE_BUSY.has(fields.errcode & 0xff),
  );

/** SQLITE_FULL, or SQLITE_IOERR/778 for an extended code (the primary name, then the number). */
function sqliteName(errcode: number): string {
  const name = SQLITE_NAMES[errcode & 0xff] ?? `SQLITE_${errcode & 0xff}`;
  return errcode > 0xff ? `${name}/${errcode}` : name;
}

/**
 * What a log line needs of a database error: its code (SQLSTATE, socket or SQLite code) and
 * message. pg attaches the failed client (sockets, buffers, statements) to some errors, which must
 * never reach the log. Logged as `db` (`*.code` is redacted from every line: confirmation codes).
 */
export function describeDatabaseError(error: unknown): { errorCode?: string; message: string } {
  const fields = fieldsOf(error);
  const code = fields && isSqliteError(fields) ? sqliteName(fields.errcode) : fields?.code;
  const message =
    messageOf(fields ?? {}) || [...chain(error)].map(messageOf).find(Boolean) || String(error);
  return { ...(code !== undefined && code !== '' ? { errorCode: String(code) } : {}), message };
}
