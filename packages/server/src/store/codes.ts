import { sql, type Kysely } from 'kysely';
import { secretsOf } from '../config/env.ts';
import type { AppContext } from '../context.ts';
import { codeHash, newId, randomCode, safeEqual } from '../crypto/crypto.ts';
import type { Database } from '../db/schema.ts';

export type CodePurpose = 'confirm' | 'reset';

const HOUR = 60 * 60 * 1000;

/**
 * A new single-use code (earlier ones of the purpose die), or undefined when the hourly mail limit
 * is reached. Only its hash is stored. Runs in the caller's transaction `trx`, which holds the
 * account while the limit is counted, so the code and the mail that carries it commit together.
 */
export async function issueCode(
  ctx: Pick<AppContext, 'env' | 'limits' | 'now' | 'database'>,
  trx: Kysely<Database>,
  userId: string,
  purpose: CodePurpose,
): Promise<string | undefined> {
  const now = ctx.now();
  const lifetime = purpose === 'confirm' ? ctx.limits.confirmCodeMs : ctx.limits.resetCodeMs;
  // Two requests at once cannot both pass the hourly limit.
  await ctx.database.holdAccount(trx, userId);
  const recent = await trx
    .selectFrom('codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', now - HOUR)
    .executeTakeFirst();
  if (Number(recent?.n ?? 0) >= ctx.limits.codeMailsPerHour) return undefined;
  const code = randomCode();
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
  return code;
}

/**
 * Uses up the live code when it matches. Each try first reserves one of the code's attempts in a
 * single UPDATE (`attempts < max`), so however many guesses arrive at once, from however many
 * addresses, at most `codeMaxAttempts` are ever compared; the last one kills the code.
 */
export async function consumeCode(
  ctx: AppContext,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const now = ctx.now();
  const max = ctx.limits.codeMaxAttempts;
  const tried = await ctx.db
    .updateTable('codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('codes')
        .select('id')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used', '=', 0)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .limit(1),
    )
    .where('used', '=', 0)
    .where('attempts', '<', max)
    .where('expires_at', '>', now)
    .returning(['id', 'code_hash', 'attempts'])
    .executeTakeFirst();
  if (!tried) return false;
  // A code mailed before a rotation of SECRET is still good for its lifetime.
  const matches = secretsOf(ctx.env).some((secret) =>
    safeEqual(tried.code_hash, codeHash(secret, userId, code)),
  );
  if (!matches && Number(tried.attempts) < max) return false;
  // A match uses the code up; so does the last wrong try. The condition on `used` makes two
  // concurrent uses of one code succeed once.
  const result = await ctx.db
    .updateTable('codes')
    .set({ used: 1 })
    .where('id', '=', tried.id)
    .where('used', '=', 0)
    .executeTakeFirst();
  return matches && Number(result.numUpdatedRows) === 1;
}

/** Codes go a day after use or expiry: the hourly mail limit counts recent codes. */
export async function purgeCodes(ctx: AppContext): Promise<void> {
  await ctx.db
    .deleteFrom('codes')
    .where('expires_at', '<', ctx.now() - 24 * 60 * 60 * 1000)
    .execute();
}
