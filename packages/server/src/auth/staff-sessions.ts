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

/** Who each request turned out to be (null: nobody), found once and kept for its audit row. */
const identified = new WeakMap<FastifyRequest, StaffUser | null>();

/** The staff member `identifyStaff` found on this request, if any (signed in, role aside). */
export const staffOf = (request: FastifyRequest): StaffUser | undefined =>
  identified.get(request) ?? undefined;

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
  if (previous) await revokeStaffSession(ctx.db, sha256(previous));
  const token = randomToken();
  await createStaffSession(ctx.db, sha256(token), staffId, ctx.now());
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
  if (token) await revokeStaffSession(ctx.db, sha256(token));
  reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(ctx));
}

/**
 * The request's staff member, or undefined without a live staff session (none, revoked, idle 30
 * minutes, older than 12 hours, or its account disabled). The account's role and state are read
 * with the session on every request: a change applies at once. Found once per request.
 */
export async function identifyStaff(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<StaffUser | undefined> {
  if (identified.has(request)) return identified.get(request) ?? undefined;
  const token = request.cookies[STAFF_SESSION_COOKIE];
  const tokenHash = token ? sha256(token) : undefined;
  const row = tokenHash ? await readStaffSession(ctx.db, tokenHash) : undefined;
  const now = ctx.now();
  const { staffSessionIdleMs: idle, staffSessionAbsoluteMs: absolute } = ctx.limits;
  const live =
    row &&
    tokenHash &&
    !row.revoked &&
    Number(row.disabled) === 0 &&
    now - Number(row.last_seen_at) <= idle &&
    now - Number(row.created_at) <= absolute;
  if (!live) {
    identified.set(request, null);
    return undefined;
  }
  if (now - Number(row.last_seen_at) >= touchAfterMs(idle))
    await touchStaffSession(ctx.db, tokenHash, now);
  const staff: StaffUser = { id: row.id, email: row.email, role: row.role, tokenHash };
  identified.set(request, staff);
  return staff;
}

/** The request's staff member; 401 without a live staff session, 403 when `role` is admin and theirs is not. */
export async function requireStaff(
  ctx: AppContext,
  request: FastifyRequest,
  role: StaffRole = 'reader',
): Promise<StaffUser> {
  const staff = await identifyStaff(ctx, request);
  if (!staff) throw unauthorized();
  if (role === 'admin' && staff.role !== 'admin')
    throw forbidden('This needs a staff administrator.');
  return staff;
}
