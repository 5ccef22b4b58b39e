import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Where a queue reports failed jobs (the server's pino logger fits). */
export interface JobLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What a handler learns about the run it is in. */
export interface JobRun {
  /** 1 for the first run. */
  attempt: number;
  /** No retry follows if this run throws. */
  lastAttempt: boolean;
}

/** A kind of job: its queue name, its handler and how many run at once in one process. */
export interface JobDefinition<T extends object = object> {
  queue: string;
  /** Does the work; throwing retries it (a few times, with a delay) unless it was the last attempt. */
  handle(data: T, run: JobRun): Promise<void>;
  /** Runs once when a job will not be retried any more (its last attempt threw, or was lost). */
  giveUp?(data: T, reason: string): Promise<void>;
  /** Jobs of this queue one process runs at once (default 1). */
  concurrency?: number;
  /** How often and how patiently a failing job is retried (default: JOB_RETRY). */
  retry?: RetryPolicy;
}

/**
 * Runs a failing job gets and the pause before each retry: `delayMs` times the attempt number, or
 * with `backoff` about `delayMs` * 2^attempt (between half and all of it, at random, as pg-boss
 * does), so a service that is down for a while is not hammered.
 */
export interface RetryPolicy {
  attempts: number;
  delayMs: number;
  backoff?: boolean;
}

/** What a queue holds right now (metrics). */
export interface QueueStats {
  queue: string;
  waiting: number;
  running: number;
  /** Milliseconds since the oldest waiting job was sent (0 when none waits). */
  oldestWaitingMs: number;
}

/** Options of one job. */
export interface SendOptions {
  /** While a job with this key waits in the queue, sending another is a no-op. */
  singletonKey?: string;
  /**
   * A transaction of the application's database to write the job in: it exists once that commits,
   * and never if it rolls back (the change that asks for the job and the job are one write).
   */
  transaction?: Kysely<Database>;
}

/**
 * A durable job queue: a sent job survives a crash or restart and runs to completion once. The
 * embedded queue (SQLite) runs jobs in the server process; on PostgreSQL pg-boss lets several
 * server processes share the work.
 */
export interface JobQueue {
  readonly kind: 'embedded' | 'pg-boss';
  /** Declares a kind of job; call before start. */
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Starts the workers (jobs left over from a previous run are picked up). */
  start(): Promise<void>;
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
  /** Jobs of every queue that wait (retries included) or run, on any process. */
  pending(): Promise<number>;
  /** Per queue: jobs waiting (retries included), running, and how long the oldest has waited. */
  stats(): Promise<QueueStats[]>;
}

/** How many times a job runs at most, and the pause before a retry. */
export const JOB_ATTEMPTS = 3;
export const JOB_RETRY_DELAY_MS = 2_000;
export const JOB_RETRY: RetryPolicy = { attempts: JOB_ATTEMPTS, delayMs: JOB_RETRY_DELAY_MS };

/** The pause before retry number `attempt` (1 after the first run failed). */
export function retryDelayMs(policy: RetryPolicy, attempt: number, random = Math.random): number {
  if (!policy.backoff) return policy.delayMs * attempt;
  const full = policy.delayMs * 2 ** Math.min(16, attempt);
  return Math.round(full / 2 + (full / 2) * random());
}
