import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Counts one request under `key` in the fixed window starting at `windowStart` and returns the
 * window's count: one upsert that adds one (or starts the new window at one), so concurrent
 * requests are never counted from the same read.
 */
export async function countRequest(
  db: Kysely<Database>,
  key: string,
  windowStart: number,
): Promise<number> {
  const row = await db
    .insertInto('rate_counters')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when rate_counters.window_start = excluded.window_start then rate_counters.count + 1 else 1 end`,
        window_start: sql`excluded.window_start`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The count of `key` in the window starting at `windowStart` (0 once another window began). */
export async function readRequestCount(
  db: Kysely<Database>,
  key: string,
  windowStart: number,
): Promise<number> {
  const row = await db
    .selectFrom('rate_counters')
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && Number(row.window_start) === windowStart ? Number(row.count) : 0;
}

/** Counters of windows that ended long ago go (housekeeping). */
export async function purgeRateCounters(db: Kysely<Database>, before: number): Promise<void> {
  await db.deleteFrom('rate_counters').where('window_start', '<', before).execute();
}
