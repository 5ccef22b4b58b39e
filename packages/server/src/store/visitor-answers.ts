import type { Limits } from '../config/limits.ts';
import type { Executor } from '../db/database-backend.ts';
import { isFrozenError } from '../db/frozen-application.ts';
import { runWriteUnit } from '../db/write-unit.ts';
import { decodeAnswerSet, encodeAnswerSet, type AnswerCodec, type AnswerMap } from './answers.ts';
import { isSubmitted } from './application-state.ts';
import type { ApplicationWrites } from './application-writes.ts';
import { begin, finish } from './versioned/revision-unit.ts';
import { writeAnswerRows } from './versioned/write-answer-rows.ts';
import { revisionKey } from './versioned/write-outcome.ts';

/**
 * Keeps a visitor's answers for `visitorAnswersMs` from `now` under the SHA-256 of a new token,
 * and forgets the sets that have expired.
 */
export async function saveVisitorAnswers(
  db: Executor,
  codec: AnswerCodec,
  limits: Pick<Limits, 'visitorAnswersMs'>,
  tokenHash: string,
  answers: AnswerMap,
  now: number,
): Promise<void> {
  await db
    .insertInto('visitor_answers')
    .values({
      token_hash: tokenHash,
      answers: encodeAnswerSet(codec, answers),
      created_at: now,
      expires_at: now + limits.visitorAnswersMs,
    })
    .execute();
  await purgeVisitorAnswers(db, now);
}

/** Deletes the visitor answer sets that have expired by `now`. */
export async function purgeVisitorAnswers(db: Executor, now: number): Promise<void> {
  await db.deleteFrom('visitor_answers').where('expires_at', '<=', now).execute();
}

/** A visitor's live answer set by the SHA-256 of its token, or undefined (unknown or expired). */
export async function readVisitorAnswers(
  db: Executor,
  codec: AnswerCodec,
  tokenHash: string,
  now: number,
): Promise<AnswerMap | undefined> {
  const row = await db
    .selectFrom('visitor_answers')
    .select(['answers', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || Number(row.expires_at) <= now) return undefined;
  return decodeAnswerSet(codec, row.answers);
}

/**
 * Moves a visitor's answers (named by the SHA-256 of its token) into an account, over its own
 * unless submitted, and forgets the set. It is a versioned write like any other: the revision
 * moves on and the answers it writes are marked changed, so another device of the applicant that
 * read before it cannot save over them unawares (412).
 */
export async function adoptVisitorAnswers(
  writes: ApplicationWrites,
  tokenHash: string,
  userId: string,
  now: number,
): Promise<void> {
  const { db } = writes.database;
  const answers = await readVisitorAnswers(db, writes.codec, tokenHash, now);
  if (!answers || (await isSubmitted(db, userId))) return;
  await runWriteUnit(writes.database, function* () {
    const revision = yield* begin(writes, userId, now);
    yield* writeAnswerRows(writes, userId, answers, now);
    yield* finish(db, userId, revision, Object.keys(answers).map(revisionKey.answer), now);
    yield db.deleteFrom('visitor_answers').where('token_hash', '=', tokenHash).compile();
  }).catch((error: unknown) => {
    // Submitted meanwhile: the login goes on and the submitted answers stay as they are.
    if (!isFrozenError(error)) throw error;
  });
}

/** Deletes a visitor answer set (by the SHA-256 of its token). */
export async function forgetVisitorAnswers(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('visitor_answers').where('token_hash', '=', tokenHash).execute();
}
