import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { ApplicationSubmittedError } from '../db/frozen-application.ts';
import { unauthorized } from '../http/http-error.ts';
import { randomToken, sha256 } from '../crypto/crypto.ts';
import { createSession, readSession, revokeSession, touchSession } from '../store/sessions.ts';

/** The HttpOnly cookie holding the session token. */
export const SESSION_COOKIE = 'admit_session';

/** The non-secret marker cookie the client reads to know it is logged in (spec section 4). */
export const markerCookieName = (ctx: AppContext): string =>
  `${ctx.partner.config.partner.sessionCookiePrefix}.loggedIn`;

/** The logged-in applicant of a request. */
export interface SessionUser {
  id: string;
  email: string;
  tokenHash: string;
  /** Whether the application was submitted when the request came in (answers are then frozen). */
  submitted: boolean;
  /** The language kept with the account (null until known; it may be one the partner dropped). */
  language: string | null;
}

/**
 * How stale `last_seen_at` may get before a request writes it again. Writing it on every request
 * would double the writes of PUT /api/answer; a tenth of the idle limit (at most a minute) keeps
 * a session that is used at any pace from ever ending by idleness, whatever SESSION_IDLE_MS is.
 */
export const touchAfterMs = (idleMs: number): number => Math.min(60_000, Math.floor(idleMs / 10));

/** Path, SameSite and Secure of every applicant cookie (the session, its marker, the language). */
export const applicantCookieOptions = (ctx: AppContext) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: ctx.env.publicUrl.startsWith('https:'),
});

/** Starts a session (revoking the one the request carried: rotation at login) and sets both cookies. */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await revokeSession(ctx.db, sha256(previous));
  const token = randomToken();
  await createSession(ctx.db, sha256(token), userId, ctx.now());
  const maxAge = Math.floor(ctx.limits.sessionAbsoluteMs / 1000);
  reply.setCookie(SESSION_COOKIE, token, {
    ...applicantCookieOptions(ctx),
    httpOnly: true,
    maxAge,
  });
  reply.setCookie(markerCookieName(ctx), '1', {
    ...applicantCookieOptions(ctx),
    httpOnly: false,
    maxAge,
  });
}

/** Clears both cookies. */
export function clearSessionCookies(ctx: AppContext, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, applicantCookieOptions(ctx));
  reply.clearCookie(markerCookieName(ctx), applicantCookieOptions(ctx));
}

/** Revokes the request's session, if any. */
export async function endSession(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await revokeSession(ctx.db, sha256(token));
}

/** The request's applicant, or undefined without a live session (revoked, idle 15 min, or too old). */
export async function findSessionUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<SessionUser | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return undefined;
  const tokenHash = sha256(token);
  const row = await readSession(ctx.db, tokenHash);
  const now = ctx.now();
  if (
    !row ||
    row.revoked ||
    now - Number(row.last_seen_at) > ctx.limits.sessionIdleMs ||
    now - Number(row.created_at) > ctx.limits.sessionAbsoluteMs
  )
    return undefined;
  if (now - Number(row.last_seen_at) >= touchAfterMs(ctx.limits.sessionIdleMs))
    await touchSession(ctx.db, tokenHash, now);
  return {
    id: row.id,
    email: row.email,
    tokenHash,
    submitted: row.submitted_at !== null,
    language: row.language,
  };
}

/** The request's applicant; throws 401 without a live session (revoked, idle 15 min, or too old). */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const user = await findSessionUser(ctx, request);
  if (!user) throw unauthorized();
  return user;
}

/**
 * Refuses (before any work) a change to an application submitted when the request came in: its
 * answers, blocks, tabs and documents are frozen. The database's triggers refuse the rest.
 */
export function assertOpen(user: SessionUser): void {
  if (user.submitted) throw new ApplicationSubmittedError();
}
