import { sql, type Kysely } from 'kysely';
import { newId } from '../auth/crypto.ts';
import type { Database } from '../db/schema.ts';
import {
  JOB_RETRY,
  retryDelayMs,
  type JobDefinition,
  type JobLog,
  type JobQueue,
  type SendOptions,
} from './job-queue.ts';

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

/**
 * The embedded queue: jobs are rows of the `jobs` table, run by workers inside the server process.
 * A job is claimed with one atomic UPDATE ... RETURNING, so it never runs twice at once. At start,
 * jobs left `active` by a process that died are queued again (one server process per SQLite
 * database, the embedded set-up; several processes need PostgreSQL and pg-boss).
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

  const wake = (queue: string) => {
    const waiting = wakers.get(queue);
    if (!waiting?.size) pending.add(queue);
    for (const waker of waiting ?? []) waker();
  };

  async function claim(queue: string) {
    const at = now();
    return db
      .updateTable('jobs')
      .set({ state: 'active', attempts: sql`attempts + 1`, updated_at: at })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('queue', '=', queue)
          .where('state', '=', 'created')
          .where('run_after', '<=', at)
          .orderBy('run_after')
          .orderBy('created_at')
          .limit(1),
      )
      .where('state', '=', 'created')
      .returningAll()
      .executeTakeFirst();
  }

  async function finish(id: string, state: 'completed' | 'failed', error?: string) {
    await db
      .updateTable('jobs')
      .set({ state, last_error: error ?? null, updated_at: now() })
      .where('id', '=', id)
      .execute();
  }

  async function giveUp(definition: JobDefinition, data: object, reason: string) {
    try {
      await definition.giveUp?.(data, reason);
    } catch (error) {
      log.error({ err: error, queue: definition.queue }, 'job give-up handler failed');
    }
  }

  async function runOne(definition: JobDefinition): Promise<boolean> {
    const job = await claim(definition.queue);
    if (!job) return false;
    const data = JSON.parse(job.data) as object;
    const attempt = Number(job.attempts);
    const lastAttempt = attempt >= Number(job.max_attempts);
    try {
      await definition.handle(data, { attempt, lastAttempt });
      await finish(job.id, 'completed');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ err: error, queue: job.queue, jobId: job.id, attempt }, 'job failed');
      if (lastAttempt) {
        await finish(job.id, 'failed', message);
        await giveUp(definition, data, message);
      } else
        await db
          .updateTable('jobs')
          .set({
            state: 'created',
            run_after: now() + retryDelayMs(policyOf(definition), attempt),
            last_error: message,
            updated_at: now(),
          })
          .where('id', '=', job.id)
          .execute();
    }
    return true;
  }

  async function loop(definition: JobDefinition) {
    while (running) {
      let worked = false;
      try {
        worked = await runOne(definition);
      } catch (error) {
        log.error({ err: error, queue: definition.queue }, 'job queue error');
      }
      if (worked || !running || pending.delete(definition.queue)) continue;
      await new Promise<void>((resolve) => {
        const set = wakers.get(definition.queue) ?? new Set();
        wakers.set(definition.queue, set);
        const done = () => {
          clearTimeout(timer);
          set.delete(done);
          resolve();
        };
        const timer = setTimeout(done, pollMs);
        set.add(done);
      });
    }
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
      if (key !== null) {
        const waiting = await db
          .selectFrom('jobs')
          .select('id')
          .where('queue', '=', queue)
          .where('singleton_key', '=', key)
          .where('state', '=', 'created')
          .executeTakeFirst();
        if (waiting) return;
      }
      const at = now();
      await db
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
      wake(queue);
    },
    async pending() {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', 'in', ['created', 'active'])
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async stop() {
      running = false;
      for (const queue of wakers.keys()) wake(queue);
      await Promise.all(loops.splice(0));
    },
  };
}
