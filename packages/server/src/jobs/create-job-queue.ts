import type { DatabaseBackend } from '../db/database-backend.ts';
import { createEmbeddedJobQueue } from './embedded/embedded-job-queue.ts';
import type { JobLog, JobQueue } from './job-queue.ts';
import { createPgBossJobQueue } from './pg-boss/pg-boss-job-queue.ts';
import { pgBossSchema } from './pg-boss/pg-boss-schema.ts';

export interface JobQueueOptions {
  /** The application's database: the queue lives in it, as rows of `jobs` or pg-boss's tables. */
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
 * The queue for the database in use: the embedded queue on SQLite (jobs/embedded/), pg-boss on
 * PostgreSQL (jobs/pg-boss/, in the schema pgBossSchema names).
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
  const { schema, installed } = await pgBossSchema(database);
  return createPgBossJobQueue({
    connectionString: options.databaseUrl,
    schema,
    log: options.log,
    leaseMs: options.leaseMs,
    installed,
    retryDelayMs: options.retryDelayMs,
    db: database.db,
  });
}
