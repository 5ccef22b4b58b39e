import type { Executor } from '../db/database-backend.ts';

/**
 * Keeps the problems the client's validation found on one page at `now` (replacing the page's last
 * ones).
 */
export async function saveValidations(
  db: Executor,
  userId: string,
  page: string,
  problems: readonly object[],
  now: number,
): Promise<void> {
  const json = JSON.stringify(problems);
  await db
    .insertInto('validations')
    .values({ user_id: userId, page, problems: json, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'page']).doUpdateSet({ problems: json, updated_at: now }),
    )
    .execute();
}
