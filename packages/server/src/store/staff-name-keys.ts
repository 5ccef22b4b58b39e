import { sql } from 'kysely';
import type { LoadedPartner } from '../config/partner.ts';
import type { DatabaseBackend } from '../db/database-backend.ts';

/** The partner's `applicantName.full` keys a search finds: those the data model leaves plain. */
export const searchableNameKeys = (partner: LoadedPartner): string[] =>
  (partner.config.partner.applicantName?.full ?? []).filter(
    (key) => !partner.sensitiveKeys.has(key),
  );

/**
 * Makes the staff list search the answers of `keys` (the running config's `applicantName.full`
 * keys that the data model leaves plain: a sealed answer is never searchable): when they differ
 * from the ones recorded, records them and rebuilds every summary's search text in one
 * transaction; from then on the database's triggers keep it (migration 0010). Run at every start.
 * Two servers running configs with different name keys on one database would each rebuild at
 * start; the last one started wins.
 */
export async function useStaffNameKeys(
  database: DatabaseBackend,
  keys: readonly string[],
): Promise<void> {
  const wanted = [...new Set(keys)].sort();
  await database.db.transaction().execute(async (trx) => {
    await database.lockTable(trx, 'staff_name_keys');
    const recorded = (await trx.selectFrom('staff_name_keys').select('key').execute())
      .map((row) => row.key)
      .sort();
    if (recorded.join('\n') === wanted.join('\n')) return;
    await trx.deleteFrom('staff_name_keys').execute();
    if (wanted.length)
      await trx
        .insertInto('staff_name_keys')
        .values(wanted.map((key) => ({ key })))
        .execute();
    // A start-time rebuild of every row: no request's statement timeout.
    await database.withoutStatementTimeout(trx);
    const names = database.joinedText(sql`lower(value)`, ' ');
    await sql`update application_summaries set search_text = lower(email)
      where search_text <> lower(email)`.execute(trx);
    await sql`update application_summaries set search_text = lower(email) || ' ' || n.names
      from (select user_id, ${names} as names from answers
        where key in (select key from staff_name_keys) group by user_id) as n
      where n.user_id = application_summaries.user_id`.execute(trx);
  });
}
