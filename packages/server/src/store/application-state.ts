import type { Executor } from '../db/database-backend.ts';

/** Add-another counts by button id. */
export async function readAddAnother(
  db: Executor,
  userId: string,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('add_another')
    .select(['button_id', 'num_components'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.button_id, Number(row.num_components)]));
}

/** Chosen tab by tab id. */
export async function readTabs(db: Executor, userId: string): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('tabs')
    .select(['tab_id', 'chosen_tab'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.tab_id, row.chosen_tab]));
}

export async function isSubmitted(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('submissions')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
