import type { AppContext } from '../context.ts';
import type { Executor } from './answers.ts';

/** Add-another counts by button id. */
export async function readAddAnother(
  ctx: AppContext,
  userId: string,
  db: Executor = ctx.db,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('add_another')
    .select(['button_id', 'num_components'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.button_id, Number(row.num_components)]));
}

/** Chosen tab by tab id. */
export async function readTabs(
  ctx: AppContext,
  userId: string,
  db: Executor = ctx.db,
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('tabs')
    .select(['tab_id', 'chosen_tab'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.tab_id, row.chosen_tab]));
}

export async function isSubmitted(
  ctx: AppContext,
  userId: string,
  db: Executor = ctx.db,
): Promise<boolean> {
  const row = await db
    .selectFrom('submissions')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
