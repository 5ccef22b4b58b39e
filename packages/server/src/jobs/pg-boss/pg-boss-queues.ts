import pg from 'pg';
import type PgBoss from 'pg-boss';
import { PG_CONNECT_TIMEOUT_MS } from '../../db/postgres/create-pg-pool.ts';
import { JOB_RETRY, type JobDefinition } from '../job-queue.ts';

/** What the queues are made from. */
export interface QueueSetUp {
  connectionString: string;
  /** The schema pg-boss keeps its tables in. */
  schema: string;
  definitions: Iterable<JobDefinition>;
  /** A job still running after this long is taken to be lost and retried. */
  leaseSeconds: number;
  /** Replaces every queue's retry delay (tests). */
  retryDelayMs?: number;
}

/**
 * Creates or updates every queue, one process at a time: pg-boss makes a table partition per
 * queue, and two processes doing it at once deadlock each other (the loser's send would fail).
 * A PostgreSQL advisory lock serialises them, held on a connection of its own: the first send
 * may come from inside a transaction of the application's (sign-up writes its job so), and a
 * burst of those may hold every connection of the application's pool while they wait for this.
 */
export async function setUpQueues(instance: PgBoss, options: QueueSetUp): Promise<void> {
  const connection = new pg.Client({
    connectionString: options.connectionString,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    application_name: 'admit-jobs-setup',
  });
  await connection.connect();
  try {
    const key = `admit-pgboss-queues:${options.schema}`;
    await connection.query('select pg_advisory_lock(hashtext($1))', [key]);
    try {
      for (const definition of options.definitions) {
        const retry = definition.retry ?? JOB_RETRY;
        const queueOptions = {
          name: definition.queue,
          // "short": at most one waiting job per singleton key (the application PDF per applicant).
          policy: 'short' as const,
          retryLimit: retry.attempts - 1,
          retryDelay: Math.ceil((options.retryDelayMs ?? retry.delayMs) / 1000),
          retryBackoff: retry.backoff ?? false,
          expireInSeconds: options.leaseSeconds,
        };
        // A queue made by an earlier version keeps its options unless they are updated.
        if (await instance.getQueue(definition.queue))
          await instance.updateQueue(definition.queue, queueOptions);
        else await instance.createQueue(definition.queue, queueOptions);
      }
    } finally {
      await connection.query('select pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await connection.end();
  }
}
