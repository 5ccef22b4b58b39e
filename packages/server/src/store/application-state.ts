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

/** Saves how many blocks an add-another group shows. */
export async function saveAddAnother(
  ctx: AppContext,
  userId: string,
  buttonId: string,
  count: number,
): Promise<void> {
  await ctx.db
    .insertInto('add_another')
    .values({ user_id: userId, button_id: buttonId, num_components: count })
    .onConflict((oc) => oc.columns(['user_id', 'button_id']).doUpdateSet({ num_components: count }))
    .execute();
}

/** Saves a tab choice and clears `cleared` (the leaving tab's answers), in one transaction. */
export async function saveTabChoice(
  ctx: AppContext,
  userId: string,
  choice: { tabId: string; chosenTab: string; cleared: readonly string[] },
): Promise<void> {
  const { tabId, chosenTab, cleared } = choice;
  await ctx.db.transaction().execute(async (trx) => {
    if (cleared.length)
      await trx
        .deleteFrom('answers')
        .where('user_id', '=', userId)
        .where('key', 'in', cleared)
        .execute();
    await trx
      .insertInto('tabs')
      .values({ user_id: userId, tab_id: tabId, chosen_tab: chosenTab })
      .onConflict((oc) => oc.columns(['user_id', 'tab_id']).doUpdateSet({ chosen_tab: chosenTab }))
      .execute();
  });
}
