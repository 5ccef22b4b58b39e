import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { newId } from '../../crypto/crypto.ts';
import {
  describeDatabaseError,
  isDatabaseUnavailable,
  isReportedByDatabase,
} from '../../db/database-unavailable.ts';
import type { Database } from '../../db/schema.ts';
import {
  JOB_RETRY,
  retryDelayMs,
  type JobDefinition,
  type JobLog,
  type JobRun,
  type JobQueue,
  type SendOptions,
} from '../job-queue.ts';
import { claimJob, countPendingJobs, finishJob, readQueueStats } from './job-rows.ts';

export interface EmbeddedJobQueueOptions {
  db: Kysely<Database>;
  log: JobLog;
  now?: () => number;
  /** How often idle workers look for due retries (new jobs wake them at once). */
  pollMs?: number;
  /** Replaces every queue's retry delay (tests). */
  retryDelayMs?: number;
}

const LOST = 'The server stopped while this job was running.';
/** Finished jobs are kept this long for inspection, then deleted. */
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60 * 1000;
/** Longest pause between two looks at the database while it fails (it is back within this). */
const LONGEST_OUTAGE_PAUSE_MS = 5_000;

/**
 * The embedded queue: jobs are rows of the `jobs` table, run by workers inside the server process.
 * A job is claimed with one atomic UPDATE ... RETURNING, so it never runs twice at once. At start,
 * jobs left `active` by a process that died are queued again (one server process per SQLite
 * database, the embedded set-up; several processes need PostgreSQL and pg-boss).
 *
 * While the database fails (a full disk, a lock held by another process) workers pause, doubling
 * from `pollMs` up to 5 s, and log once per outage; a job that failed because of it runs again
 * afterwards without using up an attempt, and the outcome of a job that ran is written once the
 * database takes it, so no job stays `active` until the next restart.
 */
export function createEmbeddedJobQueue(options: EmbeddedJobQueueOptions): JobQueue {
  const { db, log } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1000;
  const policyOf = (definition: JobDefinition | undefined) => {
    const policy = definition?.retry ?? JOB_RETRY;
    return options.retryDelayMs === undefined
      ? policy
      : { ...policy, delayMs: options.retryDelayMs };
  };
  const definitions = new Map<string, JobDefinition>();
  const wakers = new Map<string, Set<() => void>>();
  /** Queues sent to while no worker was waiting: the next worker about to wait looks again first. */
  const pending = new Set<string>();
  const loops: Promise<void>[] = [];
  let running = false;

  const outagePause = (failures: number) =>
    Math.min(pollMs * 2 ** Math.max(0, failures - 1), LONGEST_OUTAGE_PAUSE_MS);

  /** Writes a job's state, waiting out a database outage while the queue runs. */
  async function record(write: () => Promise<unknown>): Promise<void> {
    for (let failures = 1; ; failures++) {
      try {
        await write();
        return;
      } catch (error) {
        if (!running || !isDatabaseUnavailable(error)) throw error;
      }
      await sleep(outagePause(failures));
    }
  }

  const wake = (queue: string) => {
    const waiting = wakers.get(queue);
    if (!waiting?.size) pending.add(queue);
    for (const waker of waiting ?? []) waker();
  };

  const finish = (id: string, state: 'completed' | 'failed', error?: string) =>
    finishJob(db, id, state, error, now());

  async function giveUp(definition: JobDefinition, data: object, reason: string) {
    try {
      await definition.giveUp?.(data, reason);
    } catch (error) {
      log.error({ err: error, queue: definition.queue }, 'job give-up handler failed');
    }
  }

  async function runOne(definition: JobDefinition): Promise<boolean> {
    const job = await claimJob(db, definition.queue, now());
    if (!job) return false;
    const data = JSON.parse(job.data) as object;
    const run = { attempt: Number(job.attempts), lastAttempt: false };
    run.lastAttempt = run.attempt >= Number(job.max_attempts);
    try {
      await definition.handle(data, run);
    } catch (error) {
      await failed(definition, { id: job.id, data, ...run }, error);
      return true;
    }
    await record(() => finish(job.id, 'completed'));
    return true;
  }

  /** After a failed run: again later (an outage costs no attempt), or given up. */
  async function failed(
    definition: JobDefinition,
    job: JobRun & { id: string; data: object },
    error: unknown,
  ) {
    if (isReportedByDatabase(error)) {
      // Not the job's fault: it runs again once the database is back (the loop pauses till then).
      await record(() =>
        db
          .updateTable('jobs')
          .set({ state: 'created', attempts: sql`attempts - 1`, updated_at: now() })
          .where('id', '=', job.id)
          .execute(),
      );
      throw error;
    }
    const message = error instanceof Error ? error.message : String(error);
    const { queue } = definition;
    log.warn({ err: error, queue, jobId: job.id, attempt: job.attempt }, 'job failed');
    if (job.lastAttempt) {
      await record(() => finish(job.id, 'failed', message));
      await giveUp(definition, job.data, message);
      return;
    }
    await record(() =>
      db
        .updateTable('jobs')
        .set({
          state: 'created',
          run_after: now() + retryDelayMs(policyOf(definition), job.attempt),
          last_error: message,
          updated_at: now(),
        })
        .where('id', '=', job.id)
        .execute(),
    );
  }

  async function loop(definition: JobDefinition) {
    const { queue } = definition;
    let failures = 0;
    while (running) {
      let worked = false;
      try {
        worked = await runOne(definition);
        if (failures) log.warn({ queue, failures }, 'job queue resumed: the database is back');
        failures = 0;
      } catch (error) {
        failures++;
        if (!isDatabaseUnavailable(error)) log.error({ err: error, queue }, 'job queue error');
        else if (failures === 1)
          log.warn(
            { db: describeDatabaseError(error), queue },
            'job queue waiting for the database',
          );
      }
      if (!running) break;
      if (failures) await waitFor(queue, outagePause(failures));
      else if (!worked && !pending.delete(queue)) await waitFor(queue, pollMs);
    }
  }

  /** Sleeps up to `ms`, or until a job is sent to `queue`. */
  function waitFor(queue: string, ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const set = wakers.get(queue) ?? new Set();
      wakers.set(queue, set);
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      set.add(done);
    });
  }

  /** Jobs a dead process left running: queued again, or given up when out of attempts. */
  async function recover() {
    const lost = await db.selectFrom('jobs').selectAll().where('state', '=', 'active').execute();
    for (const job of lost) {
      const definition = definitions.get(job.queue);
      if (Number(job.attempts) < Number(job.max_attempts)) {
        await db
          .updateTable('jobs')
          .set({ state: 'created', run_after: now(), last_error: LOST, updated_at: now() })
          .where('id', '=', job.id)
          .execute();
      } else {
        await finish(job.id, 'failed', LOST);
        if (definition) await giveUp(definition, JSON.parse(job.data) as object, LOST);
      }
    }
    await db
      .deleteFrom('jobs')
      .where('state', 'in', ['completed', 'failed'])
      .where('updated_at', '<', now() - KEEP_FINISHED_MS)
      .execute();
  }

  return {
    kind: 'embedded',
    define(definition) {
      definitions.set(definition.queue, definition as JobDefinition);
    },
    async start() {
      if (running) return;
      await recover();
      running = true;
      for (const definition of definitions.values())
        for (let i = 0; i < (definition.concurrency ?? 1); i++) loops.push(loop(definition));
    },
    async send(queue, data, sendOptions: SendOptions = {}) {
      if (!definitions.has(queue)) throw new Error(`Unknown job queue: ${queue}`);
      const key = sendOptions.singletonKey ?? null;
      const into = sendOptions.transaction ?? db;
      if (key !== null) {
        const waiting = await into
          .selectFrom('jobs')
          .select('id')
          .where('queue', '=', queue)
          .where('singleton_key', '=', key)
          .where('state', '=', 'created')
          .executeTakeFirst();
        if (waiting) return;
      }
      const at = now();
      await into
        .insertInto('jobs')
        .values({
          id: newId(),
          queue,
          data: JSON.stringify(data),
          singleton_key: key,
          state: 'created',
          attempts: 0,
          max_attempts: policyOf(definitions.get(queue)).attempts,
          run_after: at,
          last_error: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      // In a transaction, the workers' next look waits for it (SQLite runs one at a time).
      wake(queue);
    },
    stats: () => readQueueStats(db, [...definitions.keys()], now),
    pending: () => countPendingJobs(db),
    async stop() {
      running = false;
      for (const queue of wakers.keys()) wake(queue);
      await Promise.all(loops.splice(0));
    },
  };
}
