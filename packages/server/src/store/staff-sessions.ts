import type { Limits } from '../config/limits.ts';
import type { Executor } from '../db/database-backend.ts';

/** Stores a new staff session, started at `now`, by the SHA-256 of its token. */
export async function createStaffSession(
  db: Executor,
  tokenHash: string,
  staffId: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: tokenHash,
      staff_id: staffId,
      created_at: now,
      last_seen_at: now,
      revoked: 0,
    })
    .execute();
}

/** Revokes one staff session (by the SHA-256 of its token). */
export async function revokeStaffSession(db: Executor, tokenHash: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked: 1 })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** A staff session with its account (role and disabled read fresh); undefined if unknown. */
export const readStaffSession = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('staff_sessions')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.staff_id')
    .select([
      'staff_accounts.id',
      'staff_accounts.email',
      'staff_accounts.role',
      'staff_accounts.disabled',
      'staff_sessions.created_at',
      'staff_sessions.last_seen_at',
      'staff_sessions.revoked',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Records that a staff session was used at `now` (never moving it back). */
export async function touchStaffSession(
  db: Executor,
  tokenHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .where('last_seen_at', '<', now)
    .execute();
}

/** Deletes revoked staff sessions and those past their idle or absolute limit at `now`. */
export async function purgeStaffSessions(
  db: Executor,
  limits: Pick<Limits, 'staffSessionIdleMs' | 'staffSessionAbsoluteMs'>,
  now: number,
): Promise<void> {
  await db
    .deleteFrom('staff_sessions')
    .where((eb) =>
      eb.or([
        eb('revoked', '=', 1),
        eb('last_seen_at', '<', now - limits.staffSessionIdleMs),
        eb('created_at', '<', now - limits.staffSessionAbsoluteMs),
      ]),
    )
    .execute();
}
