import type { Executor } from '../db/database-backend.ts';
import type { AnswerCodec, AnswerMap } from './answers.ts';

/** A submitted application as an export reads it. */
export interface SubmittedRow {
  userId: string;
  email: string;
  submittedAt: number;
}

/** Where a walk over the submitted applications stands (the last row it read). */
export type SubmittedCursor = { submittedAt: number; userId: string } | undefined;

/** The next `limit` submitted applications after `cursor`, oldest submission first. */
export async function readSubmittedBatch(
  db: Executor,
  cursor: SubmittedCursor,
  limit: number,
): Promise<SubmittedRow[]> {
  let query = db
    .selectFrom('submissions')
    .innerJoin('users', 'users.id', 'submissions.user_id')
    .select([
      'submissions.user_id as userId',
      'users.email',
      'submissions.submitted_at as submittedAt',
    ])
    .orderBy('submissions.submitted_at')
    .orderBy('submissions.user_id')
    .limit(limit);
  // A row-value comparison, which both databases answer from the (submitted_at, user_id) index
  // starting at the cursor; the same test spelt with OR made PostgreSQL walk the index from its
  // start on every batch.
  if (cursor)
    query = query.where((eb) =>
      eb(
        eb.refTuple('submissions.submitted_at', 'submissions.user_id'),
        '>',
        eb.tuple(cursor.submittedAt, cursor.userId),
      ),
    );
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, submittedAt: Number(row.submittedAt) }));
}

/** The answers of `keys` of each of `userIds`, decrypted. */
export async function readAnswersOfMany(
  db: Executor,
  codec: Pick<AnswerCodec, 'decode'>,
  userIds: readonly string[],
  keys: readonly string[],
): Promise<Map<string, AnswerMap>> {
  const out = new Map<string, AnswerMap>(userIds.map((id) => [id, {}]));
  if (!userIds.length || !keys.length) return out;
  const rows = await db
    .selectFrom('answers')
    .select(['user_id', 'key', 'value'])
    .where('user_id', 'in', [...userIds])
    .where('key', 'in', [...keys])
    .execute();
  for (const row of rows) out.get(row.user_id)![row.key] = codec.decode(row.value);
  return out;
}
