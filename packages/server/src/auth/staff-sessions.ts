import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { randomToken, sha256 } from '../crypto/crypto.ts';
import type { StaffRole } from '@admit/contract/constants';
import { forbidden, unauthorized } from '../http/http-error.ts';
import {
  createStaffSession,
  readStaffSession,
  revokeStaffSession,
  touchStaffSession,
} from '../store/staff-sessions.ts';
import { touchAfterMs } from './sessions.ts';

/**
 * The HttpOnly cookie of a staff session: its own name, and sent only to the staff APIs, so an
 * applicant's pages and APIs never see it (and the applicant cookie opens no staff API).
 */
export const STAFF_SESSION_COOKIE = 'admit_staff_session';
const STAFF_COOKIE_PATH = '/api/staff';

/** The signed-in staff member of a request. */
export interface StaffUser {
  id: string;
  email: string;
  role: StaffRole;
  tokenHash: string;
}

/** Who a request turned out to be, kept for the audit row its answer writes. */
const staffOfRequest = new WeakMap<FastifyRequest, StaffUser>();

/** The staff member `requireStaff` found on this request, if any (signed in, role aside). */
export const staffOf = (request: FastifyRequest): StaffUser | undefined =>
  staffOfRequest.get(request);

const cookieOptions = (ctx: AppContext) => ({
  path: STAFF_COOKIE_PATH,
  sameSite: 'strict' as const,
  secure: ctx.env.publicUrl.startsWith('https:'),
  httpOnly: true,
});

/** Starts a staff session (revoking the one the request carried) and sets its cookie. */
export async function startStaffSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  staffId: string,
): Promise<void> {
  const previous = request.cookies[STAFF_SESSION_COOKIE];
  if (previous) await revokeStaffSession(ctx, sha256(previous));
  const token = randomToken();
  await createStaffSession(ctx, sha256(token), staffId);
  const maxAge = Math.floor(ctx.limits.staffSessionAbsoluteMs / 1000);
  reply.setCookie(STAFF_SESSION_COOKIE, token, { ...cookieOptions(ctx), maxAge });
}

/** Revokes the request's staff session, if any, and clears its cookie. */
export async function endStaffSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[STAFF_SESSION_COOKIE];
  if (token) await revokeStaffSession(ctx, sha256(token));
  reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(ctx));
}

/**
 * The request's staff member; 401 without a live staff session (none, revoked, idle 30 minutes,
 * older than 12 hours, or its account disabled), 403 when `role` is admin and theirs is not.
 * The role is read with the session on every request: a change applies at once.
 */
export async function requireStaff(
  ctx: AppContext,
  request: FastifyRequest,
  role: StaffRole = 'reader',
): Promise<StaffUser> {
  const token = request.cookies[STAFF_SESSION_COOKIE];
  if (!token) throw unauthorized();
  const tokenHash = sha256(token);
  const row = await readStaffSession(ctx, tokenHash);
  const now = ctx.now();
  const { staffSessionIdleMs: idle, staffSessionAbsoluteMs: absolute } = ctx.limits;
  if (
    !row ||
    row.revoked ||
    Number(row.disabled) === 1 ||
    now - Number(row.last_seen_at) > idle ||
    now - Number(row.created_at) > absolute
  )
    throw unauthorized();
  if (now - Number(row.last_seen_at) >= touchAfterMs(idle))
    await touchStaffSession(ctx, tokenHash, now);
  const staff: StaffUser = { id: row.id, email: row.email, role: row.role, tokenHash };
  staffOfRequest.set(request, staff);
  if (role === 'admin' && staff.role !== 'admin')
    throw forbidden('This needs a staff administrator.');
  return staff;
}
