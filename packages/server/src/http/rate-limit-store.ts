import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** The route a child store counts for: the plugin passes its merged options, the route inside. */
function routeOf(options: ChildOptions): string {
  const route = (options as { routeInfo?: Partial<ChildOptions> }).routeInfo ?? options;
  return `${[route.method ?? ''].flat().join(',')} ${route.url ?? '*'}`;
}

/**
 * A @fastify/rate-limit store that counts in the database, so every server process shares one
 * count per route and client address (fixed windows aligned to the clock). Counting is one upsert
 * that adds one and returns the total, so concurrent requests are never counted from the same
 * read.
 */
export function databaseRateLimitStore(
  db: Kysely<Database>,
  now: () => number,
): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #route: string;

    constructor(_options: unknown, route = '*') {
      this.#route = route;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      const windowStart = at - (at % timeWindow);
      db.insertInto('rate_counters')
        .values({ key: `${this.#route} ${key}`, window_start: windowStart, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when rate_counters.window_start = excluded.window_start then rate_counters.count + 1 else 1 end`,
            window_start: sql`excluded.window_start`,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow()
        .then(
          (row) =>
            callback(null, { current: Number(row.count), ttl: windowStart + timeWindow - at }),
          (error: Error) => callback(error),
        );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      const windowStart = at - (at % timeWindow);
      db.selectFrom('rate_counters')
        .select(['count', 'window_start'])
        .where('key', '=', `${this.#route} ${key}`)
        .executeTakeFirst()
        .then(
          (row) =>
            callback(
              null,
              row && Number(row.window_start) === windowStart
                ? { current: Number(row.count), ttl: windowStart + timeWindow - at }
                : { current: 0, ttl: 0 },
            ),
          (error: Error) => callback(error),
        );
    }

    child(options: ChildOptions): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore({}, routeOf(options));
    }
  }
  return DatabaseRateLimitStore;
}

/** Counters of windows that ended long ago go (housekeeping). */
export async function purgeRateCounters(db: Kysely<Database>, before: number): Promise<void> {
  await db.deleteFrom('rate_counters').where('window_start', '<', before).execute();
}
