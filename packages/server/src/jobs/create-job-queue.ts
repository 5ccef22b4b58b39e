import { sql } from 'kysely';
import type { DatabaseBackend } from '../db/database-backend.ts';
import { createEmbeddedJobQueue } from './embedded-job-queue.ts';
import type { JobLog, JobQueue } from './job-queue.ts';
import { createPgBossJobQueue } from './pg-boss-job-queue.ts';

export interface JobQueueOptions {
  /** The application's database: the queue lives in it, as jobs of its own or pg-boss's. */
  database: DatabaseBackend;
  /** DATABASE_URL (pg-boss opens connections of its own). */
  databaseUrl: string;
  log: JobLog;
  leaseMs: number;
  now?: () => number;
  /** Pause before a failed job runs again (default JOB_RETRY_DELAY_MS). */
  retryDelayMs?: number;
}

/** Default lease of a running job on PostgreSQL: well past the longest conversion. */
export const DEFAULT_JOB_LEASE_MS = 120_000;

/**
 * The queue for the database in use: pg-boss on PostgreSQL, in the schema `pgboss` (or
 * `<schema>_pgboss` when DATABASE_URL selects another schema than public); the embedded queue on
 * SQLite.
 */
export async function createJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { database } = options;
  if (database.kind === 'sqlite')
    return createEmbeddedJobQueue({
      db: database.db,
      log: options.log,
      now: options.now,
      retryDelayMs: options.retryDelayMs,
    });
  const current = (await database.currentSchema()) ?? 'public';
  const schema = current === 'public' ? 'pgboss' : `${current}_pgboss`;
  const installed = await sql<{
    found: number;
  }>`select 1 as found from information_schema.schemata where schema_name = ${schema}`.execute(
    database.db,
  );
  return createPgBossJobQueue({
    connectionString: options.databaseUrl,
    schema,
    log: options.log,
    leaseMs: options.leaseMs,
    installed: installed.rows.length > 0,
    retryDelayMs: options.retryDelayMs,
    db: database.db,
  });
}
