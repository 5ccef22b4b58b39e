import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Whether the database answers a trivial query within `ms`. */
export async function databaseAnswers(db: Kysely<Database>, ms: number): Promise<boolean> {
  const query = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  const timeout = new AbortController();
  const late = sleep(ms, false, { signal: timeout.signal }).catch(() => false);
  try {
    return await Promise.race([query, late]);
  } finally {
    timeout.abort();
  }
}
