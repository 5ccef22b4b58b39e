import { sql } from 'kysely';
import { FROZEN_ERROR, FROZEN_TABLES, type FrozenTable } from '../frozen-application.ts';
import type { AnyDb } from '../migrations/any-db.ts';

const EVENTS = ['insert', 'update', 'delete'] as const;

/** SQLite: the triggers that refuse every insert, update and delete of `table`'s rows of a submitted application. */
async function createTableTriggers(db: AnyDb, table: FrozenTable): Promise<void> {
  for (const event of EVENTS) {
    const row = event === 'delete' ? 'old' : 'new';
    await sql`
      create trigger ${sql.id(`${table}_frozen_${event}`)}
      before ${sql.raw(event)} on ${sql.table(table)}
      when exists (select 1 from submissions where user_id = ${sql.raw(row)}.user_id)
      begin select raise(abort, ${sql.lit(FROZEN_ERROR)}); end`.execute(db);
  }
}

/**
 * SQLite (migration 0002): triggers that refuse any change to a submitted application's answers,
 * block counts and tab choices, whichever code path writes them. Every write and transaction runs
 * on one connection in turn, so the check alone suffices.
 */
export async function createSqliteFrozenTriggers(db: AnyDb): Promise<void> {
  for (const table of FROZEN_TABLES) await createTableTriggers(db, table);
}

/** SQLite's FrozenTables.withFreezeLifted: the table's triggers dropped, then made again. */
export async function withSqliteFreezeLifted<T>(
  trx: AnyDb,
  table: FrozenTable,
  write: () => Promise<T>,
): Promise<T> {
  for (const event of EVENTS)
    await sql`drop trigger ${sql.id(`${table}_frozen_${event}`)}`.execute(trx);
  const result = await write();
  await createTableTriggers(trx, table);
  return result;
}
