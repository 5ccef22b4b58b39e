import type { WebStatus } from '@admit/engine';
import type { AppContext } from '../context.ts';
import type { Executor } from './answers.ts';

/** The web statuses recorded for an applicant, oldest first. */
export const readWebStatuses = (ctx: AppContext, userId: string) =>
  ctx.db
    .selectFrom('web_status')
    .select('web_status')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();

/** Records a web status once (again: nothing changes), inside `db` when given a transaction. */
export async function recordWebStatus(
  ctx: AppContext,
  userId: string,
  status: Exclude<WebStatus, 'none'>,
  options: { db?: Executor; at?: number } = {},
): Promise<void> {
  const { db = ctx.db, at = ctx.now() } = options;
  await db
    .insertInto('web_status')
    .values({ user_id: userId, web_status: status, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'web_status']).doNothing())
    .execute();
}
