import type { AppContext } from '../context.ts';
import { sha256 } from '../auth/crypto.ts';
import { isFrozenError } from '../db/frozen-application.ts';
import { decodeAnswerSet, writeAnswers, type AnswerMap } from '../store/answers.ts';
import { isSubmitted } from '../store/application-state.ts';

/** A visitor's live answer set, or undefined (unknown or expired token). */
export async function readVisitorAnswers(
  ctx: AppContext,
  token: string,
): Promise<AnswerMap | undefined> {
  const row = await ctx.db
    .selectFrom('visitor_answers')
    .select(['answers', 'expires_at'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || Number(row.expires_at) <= ctx.now()) return undefined;
  return decodeAnswerSet(ctx, row.answers);
}

/** Moves a visitor's answers into an account (over its own, unless submitted) and forgets the token. */
export async function adoptVisitorAnswers(
  ctx: AppContext,
  token: string | undefined,
  userId: string,
): Promise<void> {
  if (!token) return;
  const answers = await readVisitorAnswers(ctx, token);
  if (!answers || (await isSubmitted(ctx, userId))) return;
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      await writeAnswers(ctx, trx, userId, answers);
      await trx.deleteFrom('visitor_answers').where('token_hash', '=', sha256(token)).execute();
    })
    .catch((error: unknown) => {
      // Submitted meanwhile: the login goes on and the submitted answers stay as they are.
      if (!isFrozenError(error)) throw error;
    });
}
