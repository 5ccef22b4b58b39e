import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import {
  DOCUMENT_ANSWERED,
  isServerOwnedKey,
  type StoredAnswer,
  type StoredAnswers,
} from '@admit/engine';

/** The database, or a transaction on it. */
export type Executor = Kysely<Database> | Transaction<Database>;

export type { StoredAnswer };
/** Stored answers by key (the engine's StoredAnswers). */
export type AnswerMap = StoredAnswers;

/** The stored text of a value: JSON, encrypted for sensitive keys. */
export function encodeAnswer(ctx: AppContext, key: string, value: StoredAnswer): string {
  const json = JSON.stringify(value);
  return ctx.partner.sensitiveKeys.has(key) ? ctx.cipher.encrypt(json) : json;
}

export function decodeAnswer(ctx: AppContext, stored: string): StoredAnswer {
  return JSON.parse(ctx.cipher.decrypt(stored)) as StoredAnswer;
}

/** Whether `key` is a file question's: its answer is the server's, read from its document. */
export const isFileKey = (ctx: AppContext, key: string): boolean =>
  isServerOwnedKey(ctx.partner.model, key);

/**
 * A user's answers, decrypted (inside `db` when given a transaction). A file question reads as
 * ANSWERED exactly while a converted document exists for it, whatever was ever stored under its key.
 */
export async function readAnswers(
  ctx: AppContext,
  userId: string,
  db: Executor = ctx.db,
): Promise<AnswerMap> {
  const [rows, documents] = await Promise.all([
    db.selectFrom('answers').select(['key', 'value']).where('user_id', '=', userId).execute(),
    db
      .selectFrom('documents')
      .select('key')
      .where('user_id', '=', userId)
      .where('status', '=', 'COMPLETED')
      .execute(),
  ]);
  const answers: AnswerMap = {};
  for (const row of rows)
    if (!isFileKey(ctx, row.key)) answers[row.key] = decodeAnswer(ctx, row.value);
  for (const document of documents)
    if (isFileKey(ctx, document.key)) answers[document.key] = DOCUMENT_ANSWERED;
  return answers;
}

/** Visitor answer sets are stored as one JSON object with sensitive values encrypted. */
export const encodeAnswerSet = (ctx: AppContext, answers: AnswerMap): string =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(answers)
        .filter(([, value]) => value !== '')
        .map(([key, value]) => [key, encodeAnswer(ctx, key, value)]),
    ),
  );

export const decodeAnswerSet = (ctx: AppContext, stored: string): AnswerMap =>
  Object.fromEntries(
    Object.entries(JSON.parse(stored) as Record<string, string>).map(([key, value]) => [
      key,
      decodeAnswer(ctx, value),
    ]),
  );
