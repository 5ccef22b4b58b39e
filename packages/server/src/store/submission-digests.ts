import type { Executor } from '../db/database-backend.ts';

/** How many applications were submitted in [from, to) (milliseconds). */
export async function countSubmissions(db: Executor, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('submitted_at', '>=', from)
    .where('submitted_at', '<', to)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Claims a day's digest in `trx`: true for exactly one caller, however many servers ask at once
 * (the day is the primary key); false when it was claimed before. The digest mail is queued in the
 * same transaction, so a claimed day always has its mail.
 */
export async function claimDigestDay(
  trx: Executor,
  day: string,
  submissions: number,
  now: number,
): Promise<boolean> {
  const rows = await trx
    .insertInto('submission_digests')
    .values({ day, submissions, sent_at: now })
    .onConflict((oc) => oc.column('day').doNothing())
    .returning('day')
    .execute();
  return rows.length === 1;
}
