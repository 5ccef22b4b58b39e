import type { AppContext } from '../context.ts';
import { isFrozenError } from '../db/frozen-application.ts';
import { runWriteUnit } from '../db/write-unit.ts';
import { decodeAnswerSet, encodeAnswerSet, type AnswerMap } from './answers.ts';
import { isSubmitted } from './application-state.ts';
import { begin, finish } from './versioned/revision-unit.ts';
import { writeAnswerRows } from './versioned/write-answer-rows.ts';
import { revisionKey } from './versioned/write-outcome.ts';

/**
 * Keeps a visitor's answers for `visitorAnswersMs` under the SHA-256 of a new token, and forgets
 * the sets that have expired.
 */
export async function saveVisitorAnswers(
  ctx: AppContext,
  tokenHash: string,
  answers: AnswerMap,
): Promise<void> {
  const now = ctx.now();
  await ctx.db
    .insertInto('visitor_answers')
    .values({
      token_hash: tokenHash,
      answers: encodeAnswerSet(ctx, answers),
      created_at: now,
      expires_at: now + ctx.limits.visitorAnswersMs,
    })
    .execute();
  await purgeVisitorAnswers(ctx);
}

/** Deletes the visitor answer sets that have expired. */
export async function purgeVisitorAnswers(ctx: AppContext): Promise<void> {
  await ctx.db.deleteFrom('visitor_answers').where('expires_at', '<=', ctx.now()).execute();
}

/** A visitor's live answer set by the SHA-256 of its token, or undefined (unknown or expired). */
export async function readVisitorAnswers(
  ctx: AppContext,
  tokenHash: string,
): Promise<AnswerMap | undefined> {
  const row = await ctx.db
    .selectFrom('visitor_answers')
    .select(['answers', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || Number(row.expires_at) <= ctx.now()) return undefined;
  return decodeAnswerSet(ctx, row.answers);
}

/**
 * Moves a visitor's answers (named by the SHA-256 of its token) into an account, over its own
 * unless submitted, and forgets the set. It is a versioned write like any other: the revision
 * moves on and the answers it writes are marked changed, so another device of the applicant that
 * read before it cannot save over them unawares (412).
 */
export async function adoptVisitorAnswers(
  ctx: AppContext,
  tokenHash: string,
  userId: string,
): Promise<void> {
  const answers = await readVisitorAnswers(ctx, tokenHash);
  if (!answers || (await isSubmitted(ctx, userId))) return;
  await runWriteUnit(ctx.database, function* () {
    const revision = yield* begin(ctx, userId);
    yield* writeAnswerRows(ctx, userId, answers);
    yield* finish(ctx, userId, revision, Object.keys(answers).map(revisionKey.answer));
    yield ctx.db.deleteFrom('visitor_answers').where('token_hash', '=', tokenHash).compile();
  }).catch((error: unknown) => {
    // Submitted meanwhile: the login goes on and the submitted answers stay as they are.
    if (!isFrozenError(error)) throw error;
  });
}

/** Deletes a visitor answer set (by the SHA-256 of its token). */
export async function forgetVisitorAnswers(ctx: AppContext, tokenHash: string): Promise<void> {
  await ctx.db.deleteFrom('visitor_answers').where('token_hash', '=', tokenHash).execute();
}
