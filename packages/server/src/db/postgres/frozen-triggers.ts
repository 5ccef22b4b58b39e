import { sql } from 'kysely';
import { FROZEN_ERROR, FROZEN_TABLES, type FrozenTable } from '../frozen-application.ts';
import type { AnyDb } from '../migrations/any-db.ts';

/**
 * PostgreSQL (migration 0002): triggers that refuse any change to a submitted application's
 * answers, block counts and tab choices, whichever code path writes them. The routes' check
 * (auth/sessions.ts assertOpen: 409 before any work) stays; these close the window between a
 * request's check and its write. The trigger first takes a key-share lock on the applicant's
 * `users` row, which submit holds FOR UPDATE while it reads and validates: a write either commits
 * before submit reads the answers, or waits and then, in a fresh snapshot, sees the submission
 * and fails.
 */
export async function createPostgresFrozenTriggers(db: AnyDb): Promise<void> {
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
}

/** PostgreSQL's FrozenTables.withFreezeLifted: the table's trigger disabled, then enabled again. */
export async function withPostgresFreezeLifted<T>(
  trx: AnyDb,
  table: FrozenTable,
  write: () => Promise<T>,
): Promise<T> {
  await sql`alter table ${sql.table(table)} disable trigger ${sql.id(`${table}_frozen`)}`.execute(
    trx,
  );
  const result = await write();
  await sql`alter table ${sql.table(table)} enable trigger ${sql.id(`${table}_frozen`)}`.execute(
    trx,
  );
  return result;
}
