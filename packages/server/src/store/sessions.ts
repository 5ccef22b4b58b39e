import type { AppContext } from '../context.ts';

/** Stores a new session by the SHA-256 of its token. */
export async function createSession(
  ctx: AppContext,
  tokenHash: string,
  userId: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash,
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      revoked: 0,
    })
    .execute();
}

/** Revokes one session (by the SHA-256 of its token). */
export async function revokeSession(ctx: AppContext, tokenHash: string): Promise<void> {
  await ctx.db
    .updateTable('sessions')
    .set({ revoked: 1 })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Revokes every session of a user (after a password reset). */
export async function revokeAllSessions(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', userId).execute();
}

/** A session with its user, and whether the user's application is submitted; undefined if unknown. */
export const readSession = (ctx: AppContext, tokenHash: string) =>
  ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('submissions', 'submissions.user_id', 'sessions.user_id')
    .select([
      'submissions.submitted_at',
      'users.id',
      'users.email',
      'sessions.created_at',
      'sessions.last_seen_at',
      'sessions.revoked',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Records that a session was used at `now` (never moving it back). */
export async function touchSession(ctx: AppContext, tokenHash: string, now: number): Promise<void> {
  await ctx.db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .where('last_seen_at', '<', now)
    .execute();
}

/** Deletes revoked sessions and those past their idle or absolute limit. */
export async function purgeSessions(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  const { limits } = ctx;
  await ctx.db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('revoked', '=', 1),
        eb('last_seen_at', '<', now - limits.sessionIdleMs),
        eb('created_at', '<', now - limits.sessionAbsoluteMs),
      ]),
    )
    .execute();
}
