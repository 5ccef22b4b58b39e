import type { AppContext } from '../context.ts';
import { newId } from '../crypto/crypto.ts';

/** One password check: by e-mail (account or not), from an address, and whether it passed. */
export interface LoginAttempt {
  email: string;
  userId: string | null;
  ip: string;
  success: boolean;
}

export async function recordLoginAttempt(ctx: AppContext, attempt: LoginAttempt): Promise<void> {
  await ctx.db
    .insertInto('login_attempts')
    .values({
      id: newId(),
      email: attempt.email,
      user_id: attempt.userId,
      ip: attempt.ip,
      success: attempt.success ? 1 : 0,
      at: ctx.now(),
    })
    .execute();
}

/** When the applicant logged in, oldest first (epoch ms). */
export async function readSuccessfulLogins(ctx: AppContext, userId: string): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('login_attempts')
    .select('at')
    .where('user_id', '=', userId)
    .where('success', '=', 1)
    .orderBy('at', 'asc')
    .execute();
  return rows.map((row) => Number(row.at));
}

/** Successful logins stay (the profile lists them); failures only matter for the back-off window. */
export async function purgeFailedLoginAttempts(ctx: AppContext): Promise<void> {
  await ctx.db
    .deleteFrom('login_attempts')
    .where('success', '=', 0)
    .where('at', '<', ctx.now() - ctx.limits.loginBackoffMaxMs * 2)
    .execute();
}
