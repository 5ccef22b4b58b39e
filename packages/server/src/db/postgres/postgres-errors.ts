import { chain, messageOf } from '../error-chain.ts';

/**
 * PostgreSQL SQLSTATEs: 08 connection exception, 53 insufficient resources (disk full, out of
 * memory, too many connections), 57P01-57P03 shutdown or start-up (57P04 is a dropped database:
 * not something waiting fixes), 57014 a statement cut off by statement_timeout, 55P03 a lock not
 * obtained in time, 58 system (I/O) error.
 */
const PG_UNAVAILABLE = /^(08|53|58)...$|^57P0[123]$|^57014$|^55P03$/;

/** SQLSTATEs of a connection that failed: 08 connection exception, 57P01-57P03 shutdown or start-up. */
export const PG_CONNECTION_FAILED = /^08...$|^57P0[123]$/;

/** pg's own errors for a connection that failed or timed out; they carry no code. */
export const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
];

/** pg refuses to send a statement on a client it already knows to be broken or closed. */
const PG_NOT_SENT = /^Client (has encountered a connection error|was closed) and is not queryable$/;

/** Whether `code` is a SQLSTATE of a PostgreSQL that cannot work now. */
export const isPgUnavailableCode = (code: unknown): boolean =>
  typeof code === 'string' && PG_UNAVAILABLE.test(code);

/** Whether pg refused to send a statement on a client it knew was broken: it certainly never ran. */
export const wasNeverSent = (error: unknown): boolean =>
  [...chain(error)].some((fields) => PG_NOT_SENT.test(messageOf(fields)));
