import type { Limits } from '../config/limits.ts';
import type { Executor } from '../db/database-backend.ts';

/** Stores a new session, started at `now`, by the SHA-256 of its token. */
export async function createSession(
  db: Executor,
  tokenHash: string,
  userId: string,
  now: number,
): Promise<void> {
  await db
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
export async function revokeSession(db: Executor, tokenHash: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked: 1 })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Revokes every session of a user (after a password reset). */
export async function revokeAllSessions(db: Executor, userId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', userId).execute();
}

/** A session with its user, and whether the user's application is submitted; undefined if unknown. */
export const readSession = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('submissions', 'submissions.user_id', 'sessions.user_id')
    .select([
      'submissions.submitted_at',
      'users.id',
      'users.email',
      'users.language',
      'sessions.created_at',
      'sessions.last_seen_at',
      'sessions.revoked',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Records that a session was used at `now` (never moving it back). */
export async function touchSession(db: Executor, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .where('last_seen_at', '<', now)
    .execute();
}

/** Deletes revoked sessions and those past their idle or absolute limit at `now`. */
export async function purgeSessions(
  db: Executor,
  limits: Pick<Limits, 'sessionIdleMs' | 'sessionAbsoluteMs'>,
  now: number,
): Promise<void> {
  await db
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
