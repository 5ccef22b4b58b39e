import { sql } from 'kysely';
import type { Limits } from '../config/limits.ts';
import { codeHash, newId, randomCode, safeEqual } from '../crypto/crypto.ts';
import type { Executor, RowLocks } from '../db/database-backend.ts';

export type CodePurpose = 'confirm' | 'reset';

const HOUR = 60 * 60 * 1000;

/** What a code is issued under: the key its hash is made with, the limits, and the time. */
export interface CodeIssue {
  secret: string;
  limits: Pick<Limits, 'confirmCodeMs' | 'resetCodeMs' | 'codeMailsPerHour'>;
  now: number;
}

/**
 * A new single-use code (earlier ones of the purpose die), or undefined when the hourly mail limit
 * is reached. Only its hash is stored. Runs in the caller's transaction `trx`, which holds the
 * account (`locks`) while the limit is counted, so the code and the mail that carries it commit
 * together.
 */
export async function issueCode(
  trx: Executor,
  locks: Pick<RowLocks, 'holdAccount'>,
  userId: string,
  purpose: CodePurpose,
  { secret, limits, now }: CodeIssue,
): Promise<string | undefined> {
  const lifetime = purpose === 'confirm' ? limits.confirmCodeMs : limits.resetCodeMs;
  // Two requests at once cannot both pass the hourly limit.
  await locks.holdAccount(trx, userId);
  const recent = await trx
    .selectFrom('codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', now - HOUR)
    .executeTakeFirst();
  if (Number(recent?.n ?? 0) >= limits.codeMailsPerHour) return undefined;
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
      code_hash: codeHash(secret, userId, code),
      created_at: now,
      expires_at: now + lifetime,
      attempts: 0,
      used: 0,
    })
    .execute();
  return code;
}

/** What a guess is checked against: the keys a code may be hashed with, the tries, the time. */
export interface CodeCheck {
  /** The current key, then earlier ones: a code mailed before a rotation is good for its lifetime. */
  secrets: readonly string[];
  maxAttempts: number;
  now: number;
}

/**
 * Uses up the live code when it matches. Each try first reserves one of the code's attempts in a
 * single UPDATE (`attempts < max`), so however many guesses arrive at once, from however many
 * addresses, at most `maxAttempts` are ever compared; the last one kills the code.
 */
export async function consumeCode(
  db: Executor,
  userId: string,
  purpose: CodePurpose,
  code: string,
  { secrets, maxAttempts: max, now }: CodeCheck,
): Promise<boolean> {
  const tried = await db
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
  const matches = secrets.some((secret) =>
    safeEqual(tried.code_hash, codeHash(secret, userId, code)),
  );
  if (!matches && Number(tried.attempts) < max) return false;
  // A match uses the code up; so does the last wrong try. The condition on `used` makes two
  // concurrent uses of one code succeed once.
  const result = await db
    .updateTable('codes')
    .set({ used: 1 })
    .where('id', '=', tried.id)
    .where('used', '=', 0)
    .executeTakeFirst();
  return matches && Number(result.numUpdatedRows) === 1;
}

/** Codes go a day after use or expiry: the hourly mail limit counts recent codes. */
export async function purgeCodes(db: Executor, now: number): Promise<void> {
  await db
    .deleteFrom('codes')
    .where('expires_at', '<', now - 24 * 60 * 60 * 1000)
    .execute();
}
