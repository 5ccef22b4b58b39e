import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../http/http-error.ts';

/** The database, or a transaction on it. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** A stored answer value: text or a check box's boolean. */
export type StoredAnswer = string | boolean;
export type AnswerMap = Record<string, StoredAnswer>;

/**
 * Checks every key against the data model (`<key>_desc` of selects and radios included) and every
 * value against its type; "" (clear) fits any key. Throws one 400 naming every bad key, so a
 * request writes all of its answers or none.
 */
export function checkAnswers(ctx: AppContext, answers: Record<string, unknown>): AnswerMap {
  const unknown: string[] = [];
  const wrongType: string[] = [];
  const limit = ctx.partner.config.partner.characterLimit;
  const tooLong: string[] = [];
  for (const [key, value] of Object.entries(answers)) {
    const type = ctx.partner.answerTypes.get(key);
    if (!type) unknown.push(key);
    else if (value !== '' && typeof value !== type) wrongType.push(`${key} (expected ${type})`);
    else if (typeof value === 'string' && value.length > limit) tooLong.push(key);
  }
  const parts: string[] = [];
  if (unknown.length) parts.push(`Unknown answer keys: ${unknown.join(', ')}.`);
  if (wrongType.length) parts.push(`Wrong answer types: ${wrongType.join(', ')}.`);
  if (tooLong.length) parts.push(`Answers longer than ${limit} characters: ${tooLong.join(', ')}.`);
  if (parts.length) throw badRequest(parts.join(' '), { unknown, wrongType, tooLong });
  return answers as AnswerMap;
}

/** The stored text of a value: JSON, encrypted for sensitive keys. */
export function encodeAnswer(ctx: AppContext, key: string, value: StoredAnswer): string {
  const json = JSON.stringify(value);
  return ctx.partner.sensitiveKeys.has(key) ? ctx.cipher.encrypt(json) : json;
}

export function decodeAnswer(ctx: AppContext, stored: string): StoredAnswer {
  return JSON.parse(ctx.cipher.decrypt(stored)) as StoredAnswer;
}

/** Merges answers into a user's application ("" deletes the answer) inside `trx`. */
export async function writeAnswers(
  ctx: AppContext,
  trx: Executor,
  userId: string,
  answers: AnswerMap,
): Promise<void> {
  const now = ctx.now();
  const cleared = Object.keys(answers).filter((key) => answers[key] === '');
  const rows = Object.entries(answers)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => ({
      user_id: userId,
      key,
      value: encodeAnswer(ctx, key, value),
      updated_at: now,
    }));
  if (cleared.length)
    await trx
      .deleteFrom('answers')
      .where('user_id', '=', userId)
      .where('key', 'in', cleared)
      .execute();
  if (rows.length)
    await trx
      .insertInto('answers')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['user_id', 'key']).doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
}

/** Merges answers; a transaction only when a request both clears and sets (one statement is atomic). */
export async function saveAnswers(
  ctx: AppContext,
  userId: string,
  answers: AnswerMap,
): Promise<void> {
  const values = Object.values(answers);
  if (values.includes('') && values.some((value) => value !== ''))
    await ctx.db.transaction().execute((trx) => writeAnswers(ctx, trx, userId, answers));
  else await writeAnswers(ctx, ctx.db, userId, answers);
}

/** A user's answers, decrypted (inside `db` when given a transaction). */
export async function readAnswers(
  ctx: AppContext,
  userId: string,
  db: Executor = ctx.db,
): Promise<AnswerMap> {
  const rows = await db
    .selectFrom('answers')
    .select(['key', 'value'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.key, decodeAnswer(ctx, row.value)]));
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
