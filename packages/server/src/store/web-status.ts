import type { WebStatus } from '@admit/engine';
import type { Executor } from '../db/database-backend.ts';

/** The web statuses recorded for an applicant, oldest first. */
export const readWebStatuses = (db: Executor, userId: string) =>
  db
    .selectFrom('web_status')
    .select('web_status')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();

/** Records a web status once, at `at` (again: nothing changes), inside `db` when it is a transaction. */
export async function recordWebStatus(
  db: Executor,
  userId: string,
  status: Exclude<WebStatus, 'none'>,
  at: number,
): Promise<void> {
  await db
    .insertInto('web_status')
    .values({ user_id: userId, web_status: status, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'web_status']).doNothing())
    .execute();
}
