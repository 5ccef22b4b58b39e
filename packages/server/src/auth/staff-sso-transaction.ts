import { staffReturnPath } from '@admit/engine';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

/**
 * The cookie that carries one single sign-on attempt from `ssoStart` to `ssoCallback`: sealed
 * (AES-GCM with the server's key, so any process of a deployment opens it and no one can read or
 * change it), HttpOnly, SameSite=Lax (the provider's redirect back is a cross-site top-level GET),
 * sent only to /api/staff/sso and good for ten minutes.
 */
export const STAFF_SSO_COOKIE = 'admit_staff_sso';
const COOKIE_PATH = '/api/staff/sso';
const PURPOSE = 'staff-sso';
/** Longest time from the redirect to the provider to the way back. */
export const STAFF_SSO_TRANSACTION_MS = 10 * 60 * 1000;

/** What the callback checks the provider's answer against. */
export interface StaffSsoTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The console path to land on (already checked by `staffReturnPath`). */
  returnTo: string;
}

const cookieOptions = (ctx: AppContext) => ({
  path: COOKIE_PATH,
  sameSite: 'lax' as const,
  secure: ctx.env.publicUrl.startsWith('https:'),
  httpOnly: true,
});

/** Seals the attempt into its cookie. */
export function saveStaffSsoTransaction(
  ctx: AppContext,
  reply: FastifyReply,
  transaction: StaffSsoTransaction,
): void {
  const expires = ctx.now() + STAFF_SSO_TRANSACTION_MS;
  const sealed = ctx.cipher.encrypt(JSON.stringify({ purpose: PURPOSE, expires, ...transaction }));
  reply.setCookie(STAFF_SSO_COOKIE, sealed, {
    ...cookieOptions(ctx),
    maxAge: STAFF_SSO_TRANSACTION_MS / 1000,
  });
}

/**
 * The attempt the request's cookie carries, cleared at once (each is used once), or undefined
 * when there is none, it was altered or sealed by another key, or it is out of date.
 */
export function takeStaffSsoTransaction(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): StaffSsoTransaction | undefined {
  const sealed = request.cookies[STAFF_SSO_COOKIE];
  reply.clearCookie(STAFF_SSO_COOKIE, cookieOptions(ctx));
  if (!sealed || !ctx.cipher.isSealed(sealed)) return undefined;
  try {
    const opened = JSON.parse(ctx.cipher.decrypt(sealed)) as Partial<
      StaffSsoTransaction & { purpose: string; expires: number }
    >;
    const { state, nonce, codeVerifier, returnTo } = opened;
    if (opened.purpose !== PURPOSE || !(Number(opened.expires) > ctx.now())) return undefined;
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof codeVerifier !== 'string')
      return undefined;
    return { state, nonce, codeVerifier, returnTo: staffReturnPath(returnTo) };
  } catch {
    return undefined;
  }
}
