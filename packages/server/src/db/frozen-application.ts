import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** The text the database raises when a write reaches a submitted application. */
export const FROZEN_ERROR = 'admit: application submitted';

/** The tables whose rows make up what an applicant submits; they freeze at submission. */
export const FROZEN_TABLES = ['answers', 'add_another', 'tabs'] as const;

/**
 * A change to a submitted application, refused before it reached the database (the request's
 * session already knew the application was submitted).
 */
export class ApplicationSubmittedError extends Error {
  constructor() {
    super(FROZEN_ERROR);
    this.name = 'ApplicationSubmittedError';
  }
}

/**
 * Whether an error refuses a change to a submitted application: the database's triggers refusing
 * a write, or an ApplicationSubmittedError.
 */
export const isFrozenError = (error: unknown): boolean =>
  error instanceof ApplicationSubmittedError ||
  (error instanceof Error && error.message.includes(FROZEN_ERROR));

/** Whether a database (or a transaction on it) is PostgreSQL. */
export const isPostgres = (db: { getExecutor(): { adapter: unknown } }): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Creates the triggers that refuse any change to a submitted application's answers, block counts
 * and tab choices, whichever code path writes them. The routes' check (auth/sessions.ts
 * assertOpen: 409 before any work) stays; these close the window between a request's check and
 * its write.
 *
 * On PostgreSQL the trigger first takes a key-share lock on the applicant's `users` row, which
 * submit holds FOR UPDATE while it reads and validates: a write either commits before submit reads
 * the answers, or waits and then, in a fresh snapshot, sees the submission and fails. On SQLite
 * every write and transaction runs on one connection in turn, so the check alone suffices.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database untyped.
export async function createFrozenApplicationTriggers(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      create function admit_refuse_frozen() returns trigger language plpgsql as $$
      declare
        uid varchar(36) := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
      begin
        perform 1 from users where id = uid for key share;
        if exists (select 1 from submissions where user_id = uid) then
          raise exception using errcode = 'P0001', message = ${sql.lit(FROZEN_ERROR)};
        end if;
        return case when tg_op = 'DELETE' then old else new end;
      end $$`.execute(db);
    for (const table of FROZEN_TABLES)
      await sql`
        create trigger ${sql.id(`${table}_frozen`)}
        before insert or update or delete on ${sql.table(table)}
        for each row execute function admit_refuse_frozen()`.execute(db);
    return;
  }
  for (const table of FROZEN_TABLES) await createSqliteTriggers(db, table);
}

const EVENTS = ['insert', 'update', 'delete'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database untyped.
async function createSqliteTriggers(db: Kysely<any>, table: FrozenTable): Promise<void> {
  for (const event of EVENTS) {
    const row = event === 'delete' ? 'old' : 'new';
    await sql`
      create trigger ${sql.id(`${table}_frozen_${event}`)}
      before ${sql.raw(event)} on ${sql.table(table)}
      when exists (select 1 from submissions where user_id = ${sql.raw(row)}.user_id)
      begin select raise(abort, ${sql.lit(FROZEN_ERROR)}); end`.execute(db);
  }
}

/** One of the tables that freeze at submission. */
export type FrozenTable = (typeof FROZEN_TABLES)[number];

/**
 * Runs `write` inside `trx` with `table`'s freeze lifted, and puts it back before the transaction
 * commits (a failure rolls both back): for maintenance that must rewrite a submitted application's
 * rows without changing what they say, such as sealing them again after a key rotation. Other
 * writers wait for the transaction (PostgreSQL locks the table; SQLite has one writer).
 */
export async function withFreezeLifted<T>(
  trx: Transaction<Database>,
  table: FrozenTable,
  write: () => Promise<T>,
): Promise<T> {
  const postgres = isPostgres(trx);
  if (postgres)
    await sql`alter table ${sql.table(table)} disable trigger ${sql.id(`${table}_frozen`)}`.execute(
      trx,
    );
  else
    for (const event of EVENTS)
      await sql`drop trigger ${sql.id(`${table}_frozen_${event}`)}`.execute(trx);
  const result = await write();
  if (postgres)
    await sql`alter table ${sql.table(table)} enable trigger ${sql.id(`${table}_frozen`)}`.execute(
      trx,
    );
  else await createSqliteTriggers(trx, table);
  return result;
}

/**
 * Inside submit's transaction, before it reads the answers: holds the applicant's row so that no
 * write to the application can commit until the submission has (see the triggers above).
 */
export async function lockApplication(trx: Transaction<Database>, userId: string): Promise<void> {
  if (isPostgres(trx))
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
