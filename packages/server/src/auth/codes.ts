import type { AppContext } from '../context.ts';
import { codeHash, newId, randomCode, safeEqual } from './crypto.ts';

export type CodePurpose = 'confirm' | 'reset';

const HOUR = 60 * 60 * 1000;

/**
 * A new single-use code (earlier ones of the purpose die), or undefined when the hourly mail limit
 * is reached. Only its hash is stored.
 */
export async function issueCode(
  ctx: AppContext,
  userId: string,
  purpose: CodePurpose,
): Promise<string | undefined> {
  const now = ctx.now();
  const recent = await ctx.db
    .selectFrom('codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', now - HOUR)
    .executeTakeFirst();
  if (Number(recent?.n ?? 0) >= ctx.limits.codeMailsPerHour) return undefined;
  const code = randomCode();
  const lifetime = purpose === 'confirm' ? ctx.limits.confirmCodeMs : ctx.limits.resetCodeMs;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('codes')
      .set({ used: 1 })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .execute();
    await trx
      .insertInto('codes')
      .values({
        id: newId(),
        user_id: userId,
        purpose,
        code_hash: codeHash(ctx.env.secret, userId, code),
        created_at: now,
        expires_at: now + lifetime,
        attempts: 0,
        used: 0,
      })
      .execute();
  });
  return code;
}

/** Uses up the live code when it matches; a wrong try counts, and the fifth kills the code. */
export async function consumeCode(
  ctx: AppContext,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const now = ctx.now();
  const live = await ctx.db
    .selectFrom('codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used', '=', 0)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!live || live.attempts >= ctx.limits.codeMaxAttempts) return false;
  if (safeEqual(live.code_hash, codeHash(ctx.env.secret, userId, code))) {
    // The condition on `used` makes two concurrent uses of one code succeed once.
    const result = await ctx.db
      .updateTable('codes')
      .set({ used: 1 })
      .where('id', '=', live.id)
      .where('used', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
  const attempts = live.attempts + 1;
  await ctx.db
    .updateTable('codes')
    .set({ attempts, used: attempts >= ctx.limits.codeMaxAttempts ? 1 : 0 })
    .where('id', '=', live.id)
    .execute();
  return false;
}
