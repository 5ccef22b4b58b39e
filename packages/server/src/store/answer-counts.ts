import type { AnswerCountQuery, AnswerCounts } from '@admit/config-lint';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Sealed answers' stored text begins `enc:` (crypto/data-cipher.ts). */
const SEALED = 'enc:%';

const applicationsWith = async (db: Kysely<Database>, key: string, values?: string[]) => {
  let query = db
    .selectFrom('answers')
    .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
    .where('key', '=', key);
  if (values) query = query.where('value', 'in', values);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

const sealedAnswers = async (db: Kysely<Database>, key: string) =>
  Number(
    (
      await db
        .selectFrom('answers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('key', '=', key)
        .where('value', 'like', SEALED)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Applications with answers (an application in progress has one) and no submission, without `key`. */
const inProgressWithout = async (db: Kysely<Database>, key: string) =>
  Number(
    (
      await db
        .selectFrom('answers as a')
        .select((eb) => eb.fn.count<number>('a.user_id').distinct().as('n'))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('submissions as s')
                .select('s.user_id')
                .whereRef('s.user_id', '=', 'a.user_id'),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('answers as b')
                .select('b.user_id')
                .whereRef('b.user_id', '=', 'a.user_id')
                .where('b.key', '=', key),
            ),
          ),
        )
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Counts, for each key of `query`, the stored applications it asks about. Answers are compared as
 * stored (JSON text of the value); a key with sealed answers has no count of values (null), since
 * its values cannot be compared in the database. Reads only.
 */
export async function countAnswers(
  db: Kysely<Database>,
  query: AnswerCountQuery,
): Promise<AnswerCounts> {
  const counts: AnswerCounts = { answered: {}, answeredWith: {}, unansweredInProgress: {} };
  for (const key of query.answered ?? []) counts.answered[key] = await applicationsWith(db, key);
  for (const [key, values] of Object.entries(query.answeredWith ?? {}))
    counts.answeredWith[key] = (await sealedAnswers(db, key))
      ? null
      : values.length
        ? await applicationsWith(
            db,
            key,
            values.map((value) => JSON.stringify(value)),
          )
        : 0;
  for (const key of query.unansweredInProgress ?? [])
    counts.unansweredInProgress[key] = await inProgressWithout(db, key);
  return counts;
}
