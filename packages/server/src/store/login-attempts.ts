import type { Limits } from '../config/limits.ts';
import { newId } from '../crypto/crypto.ts';
import type { Executor } from '../db/database-backend.ts';

/** One password check: by e-mail (account or not), from an address, and whether it passed. */
export interface LoginAttempt {
  email: string;
  userId: string | null;
  ip: string;
  success: boolean;
}

/** Records a password check made at `at`. */
export async function recordLoginAttempt(
  db: Executor,
  attempt: LoginAttempt,
  at: number,
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      id: newId(),
      email: attempt.email,
      user_id: attempt.userId,
      ip: attempt.ip,
      success: attempt.success ? 1 : 0,
      at,
    })
    .execute();
}

/** When the applicant logged in, oldest first (epoch ms). */
export async function readSuccessfulLogins(db: Executor, userId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('login_attempts')
    .select('at')
    .where('user_id', '=', userId)
    .where('success', '=', 1)
    .orderBy('at', 'asc')
    .execute();
  return rows.map((row) => Number(row.at));
}

/** Successful logins stay (the profile lists them); failures only matter for the back-off window. */
export async function purgeFailedLoginAttempts(
  db: Executor,
  limits: Pick<Limits, 'loginBackoffMaxMs'>,
  now: number,
): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('success', '=', 0)
    .where('at', '<', now - limits.loginBackoffMaxMs * 2)
    .execute();
}
