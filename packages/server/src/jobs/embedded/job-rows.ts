import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { QueueStats } from '../job-queue.ts';

/**
 * Takes the job of `queue` due longest at `at` (state `active`, one more attempt) in one atomic
 * UPDATE ... RETURNING, so a job never runs twice at once; undefined when none is due.
 */
export const claimJob = (db: Kysely<Database>, queue: string, at: number) =>
  db
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

/** Records a job's end at `at`: done, or failed for good with its reason. */
export async function finishJob(
  db: Kysely<Database>,
  id: string,
  state: 'completed' | 'failed',
  error: string | undefined,
  at: number,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state, last_error: error ?? null, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** Per queue: jobs waiting (retries included), running, and how long the oldest has waited. */
export async function readQueueStats(
  db: Kysely<Database>,
  queues: readonly string[],
  now: () => number,
): Promise<QueueStats[]> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'queue',
      'state',
      eb.fn.countAll<number>().as('n'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .where('state', 'in', ['created', 'active'])
    .groupBy(['queue', 'state'])
    .execute();
  const at = now();
  return queues.map((queue) => {
    const waiting = rows.find((row) => row.queue === queue && row.state === 'created');
    const running = rows.find((row) => row.queue === queue && row.state === 'active');
    return {
      queue,
      waiting: Number(waiting?.n ?? 0),
      running: Number(running?.n ?? 0),
      oldestWaitingMs: waiting ? Math.max(0, at - Number(waiting.oldest)) : 0,
    };
  });
}

/** Jobs of every queue that wait (retries included) or run. */
export async function countPendingJobs(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', 'in', ['created', 'active'])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
