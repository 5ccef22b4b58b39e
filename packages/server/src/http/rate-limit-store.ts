import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countRequest, readRequestCount } from '../store/rate-counters.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** The route a child store counts for: the plugin passes its merged options, the route inside. */
function routeOf(options: ChildOptions): string {
  const route = (options as { routeInfo?: Partial<ChildOptions> }).routeInfo ?? options;
  return `${[route.method ?? ''].flat().join(',')} ${route.url ?? '*'}`;
}

/**
 * A @fastify/rate-limit store that counts in the database (store/rate-counters.ts), so every
 * server process shares one count per route and client address (fixed windows aligned to the
 * clock).
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
      countRequest(db, `${this.#route} ${key}`, windowStart).then(
        (current) => callback(null, { current, ttl: windowStart + timeWindow - at }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      const windowStart = at - (at % timeWindow);
      readRequestCount(db, `${this.#route} ${key}`, windowStart).then(
        (current) =>
          callback(
            null,
            current ? { current, ttl: windowStart + timeWindow - at } : { current: 0, ttl: 0 },
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
