import pg from 'pg';
import type { DatabaseLog } from '../database-backend.ts';
import { describeDatabaseError, isConnectionFailure } from '../database-unavailable.ts';
import { createPreparingPool } from './preparing-pg-client.ts';

/**
 * Longest wait for a connection, whether for a free slot in the pool or for a new connection to
 * open (a host that drops packets would otherwise hold a request for minutes).
 */
export const PG_CONNECT_TIMEOUT_MS = 3_000;
/** Longest a statement runs (a lock held by someone else, an overloaded server) before it is cut off. */
export const PG_STATEMENT_TIMEOUT_MS = 5_000;

/** What the pool is made from. */
export interface PgPoolOptions {
  connectionString?: string;
  max: number;
  /** PostgreSQL schema to use (tests isolate each file in its own). */
  schema?: string;
  /** Prepared statements kept per connection (0: none). */
  preparedStatements: number;
  log?: DatabaseLog;
}

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * A statement that fails because its connection broke (the server shut down, restarted, or the
 * socket died) closes that connection at once, so the pool never hands it out again: pg only
 * notices by itself once the socket's end is read, which may come after the next query.
 */
function closeWhenBroken(client: pg.PoolClient): void {
  const query = client.query.bind(client) as QueryFunction;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise)
      result.catch((error: unknown) => {
        if (isConnectionFailure(error)) client.end().catch(() => undefined);
      });
    return result;
  }) as typeof client.query;
}

/**
 * The application's pg pool, made to survive the database going away. pg emits `error` on a
 * connection whose server restarted or whose socket broke, on an idle one through the pool and on
 * one in use (inside a transaction, between two queries) on the client itself; with nobody
 * listening, Node ends the process. Both are listened to here: the broken connection is dropped
 * (pg marks it unusable, the pool discards it when it comes back) and the next query opens a
 * fresh one. Waits are bounded: PG_CONNECT_TIMEOUT_MS for a connection, PG_STATEMENT_TIMEOUT_MS
 * per statement (set per session, not as a start-up parameter, which PgBouncer refuses).
 */
export function createPgPool(options: PgPoolOptions): pg.Pool {
  const config: pg.PoolConfig = {
    connectionString: options.connectionString,
    max: options.max,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    // A server that vanished without closing the socket is noticed eventually, not never.
    keepAlive: true,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const pool =
    options.preparedStatements > 0
      ? createPreparingPool(config, options.preparedStatements)
      : new pg.Pool(config);
  const lost = (error: unknown) =>
    options.log?.warn({ db: describeDatabaseError(error) }, 'PostgreSQL connection lost');
  // The client's own listener (below) reports it; the pool's only keeps Node from ending the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', lost);
    closeWhenBroken(client);
    // Queued ahead of the caller's first query on this connection; a failure fails that one too.
    client.query(`set statement_timeout = ${PG_STATEMENT_TIMEOUT_MS}`).catch(() => undefined);
  });
  return pool;
}
