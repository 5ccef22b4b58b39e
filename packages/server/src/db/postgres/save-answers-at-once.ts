import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AnswersAtOnce } from '../database-backend.ts';
import type { Database } from '../schema.ts';

/**
 * PostgreSQL's WriteUnits.saveAnswersAtOnce: a write of answers in one statement, one round trip,
 * where the unit would take seven. The application's revision is bumped first (every other part
 * of the statement waits for it, so it holds the application's row lock before it touches an
 * answer, as a unit does); an answer written with the value it has is not marked changed.
 *
 * Without If-Match the write always lands. With If-Match it lands only when the application is
 * still at that revision and the write changes something: then nothing can have changed since the
 * client's read, so there is nothing to check. (A concurrent write that commits first moves the
 * revision on, and PostgreSQL re-reads the row it waited for before it bumps.) Otherwise nothing
 * is written and the answer is `undefined`: the caller runs the unit, which checks part by part.
 */
export async function saveAnswersAtOnce(
  db: Kysely<Database>,
  write: AnswersAtOnce,
): Promise<number | undefined> {
  const { userId, answers, now, ifMatch, idempotencyKey } = write;
  const set = Object.entries(answers).filter(([, value]) => value !== '');
  const cleared = Object.keys(answers).filter((key) => answers[key] === '');
  const bump: RawBuilder<unknown> =
    ifMatch === undefined
      ? sql`insert into applications (user_id, revision, started_config, saved_at)
          values (${userId}, 1, ${write.configVersion}, ${now}::bigint)
          on conflict (user_id) do update
            set revision = applications.revision + 1, saved_at = excluded.saved_at
          returning revision`
      : sql`update applications set revision = revision + 1, saved_at = ${now}::bigint
          where user_id = ${userId} and revision = ${ifMatch}
            and (exists (select 1 from incoming i left join answers a
                    on a.user_id = ${userId} and a.key = i.key
                  where a.value is distinct from i.value)
                or exists (select 1 from answers
                  where user_id = ${userId} and key = any(${cleared}::text[]))
                or ${idempotencyKey ?? null}::text is not null)
          returning revision`;
  const result = await sql<{ revision: number }>`
    with incoming as (
      select * from unnest(${set.map(([key]) => key)}::text[],
        ${set.map(([key, value]) => write.encode(key, value))}::text[]) as i(key, value)),
    bump as (${bump}),
    written as (
      insert into answers (user_id, key, value, updated_at)
      select ${userId}, i.key, i.value, ${now}::bigint from incoming i cross join bump
      on conflict (user_id, key) do update
        set value = excluded.value, updated_at = excluded.updated_at
        where answers.value is distinct from excluded.value
      returning key),
    removed as (
      delete from answers
      where user_id = ${userId} and key = any(${cleared}::text[]) and exists (select 1 from bump)
      returning key),
    marked as (
      insert into key_revisions (user_id, key, revision)
      select ${userId}, 'a:' || c.key, b.revision
      from (select key from written union select key from removed) c cross join bump b
      on conflict (user_id, key) do update set revision = excluded.revision),
    named as (
      insert into idempotency_keys (user_id, idempotency_key, revision, created_at)
      select ${userId}, k.key, b.revision, ${now}::bigint
      from (select ${idempotencyKey ?? null}::text as key) k cross join bump b
      where k.key is not null
      on conflict (user_id, idempotency_key) do nothing)
    select revision from bump`.execute(db);
  const row = result.rows[0];
  return row ? Number(row.revision) : undefined;
}
