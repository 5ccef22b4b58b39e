/**
 * Which database errors mean "the database cannot do this now, try again later" (an outage, a
 * restart, a lock held too long, a full or read-only disk) rather than a fault in the request or in
 * the code. The HTTP layer answers these with 503 and Retry-After; the job queues wait and retry.
 * Each engine's codes are in its folder (sqlite/sqlite-errors.ts, postgres/postgres-errors.ts).
 */
import { chain, fieldsOf, messageOf, type ErrorFields } from './error-chain.ts';
import {
  PG_CONNECTION_FAILED,
  PG_CONNECTION_MESSAGES,
  isPgUnavailableCode,
} from './postgres/postgres-errors.ts';
import { isSqliteError, isSqliteUnavailable, sqliteName } from './sqlite/sqlite-errors.ts';

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

/** Whether the connection itself failed: the host went away, a restart, a broken socket. */
function isConnectionFault(fields: ErrorFields): boolean {
  const code = typeof fields.code === 'string' ? fields.code : '';
  if (NETWORK_CODES.has(code) || PG_CONNECTION_FAILED.test(code)) return true;
  const message = messageOf(fields);
  return !code && PG_CONNECTION_MESSAGES.some((text) => message.includes(text));
}

function isUnavailableFault(fields: ErrorFields): boolean {
  if (isSqliteError(fields)) return isSqliteUnavailable(fields);
  if (isPgUnavailableCode(fields.code)) return true;
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
    isSqliteError(fields) ? isSqliteUnavailable(fields) : isPgUnavailableCode(fields.code),
  );

/**
 * Whether the connection failed under a statement: it may or may not have run, but the connection
 * is gone, so a read may be tried again on a fresh one (a write may not: it may have committed).
 */
export const isConnectionFailure = (error: unknown): boolean =>
  [...chain(error)].some(isConnectionFault);

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
