import type { AppContext } from '../context.ts';

/** Stores a new staff session by the SHA-256 of its token. */
export async function createStaffSession(
  ctx: AppContext,
  tokenHash: string,
  staffId: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db
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
export async function revokeStaffSession(ctx: AppContext, tokenHash: string): Promise<void> {
  await ctx.db
    .updateTable('staff_sessions')
    .set({ revoked: 1 })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** A staff session with its account (role and disabled read fresh); undefined if unknown. */
export const readStaffSession = (ctx: AppContext, tokenHash: string) =>
  ctx.db
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
  ctx: AppContext,
  tokenHash: string,
  now: number,
): Promise<void> {
  await ctx.db
    .updateTable('staff_sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .where('last_seen_at', '<', now)
    .execute();
}

/** Deletes revoked staff sessions and those past their idle or absolute limit. */
export async function purgeStaffSessions(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  const { limits } = ctx;
  await ctx.db
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
