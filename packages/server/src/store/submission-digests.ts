import type { AppContext } from '../context.ts';

/** How many applications were submitted in [from, to) (milliseconds). */
export async function countSubmissions(ctx: AppContext, from: number, to: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('submitted_at', '>=', from)
    .where('submitted_at', '<', to)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Claims a day's digest: true for exactly one caller, however many servers ask at once (the day
 * is the primary key); false when it was claimed before.
 */
export async function claimDigestDay(
  ctx: AppContext,
  day: string,
  submissions: number,
): Promise<boolean> {
  const rows = await ctx.db
    .insertInto('submission_digests')
    .values({ day, submissions, sent_at: ctx.now() })
    .onConflict((oc) => oc.column('day').doNothing())
    .returning('day')
    .execute();
  return rows.length === 1;
}

/** Gives a claimed day back (its mail could not be queued): the next run tries again. */
export async function releaseDigestDay(ctx: AppContext, day: string): Promise<void> {
  await ctx.db.deleteFrom('submission_digests').where('day', '=', day).execute();
}
