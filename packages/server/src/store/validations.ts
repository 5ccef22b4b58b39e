import type { AppContext } from '../context.ts';

/** Keeps the problems the client's validation found on one page (replacing the page's last ones). */
export async function saveValidations(
  ctx: AppContext,
  userId: string,
  page: string,
  problems: readonly object[],
): Promise<void> {
  const json = JSON.stringify(problems);
  await ctx.db
    .insertInto('validations')
    .values({ user_id: userId, page, problems: json, updated_at: ctx.now() })
    .onConflict((oc) =>
      oc.columns(['user_id', 'page']).doUpdateSet({ problems: json, updated_at: ctx.now() }),
    )
    .execute();
}
