import { hmac, safeEqual } from './crypto.ts';

/** What a staff member's service token grants: reading one application until `exp` (epoch ms). */
export interface ServiceTokenClaims {
  sub: string;
  exp: number;
  scope: 'read';
}

export const SERVICE_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

const keyOf = (secret: string) => `service-token:${secret}`;

/** Signs a read-only token for one applicant's application. */
export function signServiceToken(
  secret: string,
  userId: string,
  now = Date.now(),
  lifetimeMs = SERVICE_TOKEN_LIFETIME_MS,
): string {
  const claims: ServiceTokenClaims = { sub: userId, exp: now + lifetimeMs, scope: 'read' };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `v1.${payload}.${hmac(keyOf(secret), payload)}`;
}

/** Why a service token was refused (what the audit log records). */
export type ServiceTokenRefusal = 'malformed' | 'bad-signature' | 'expired' | 'wrong-scope';

/** The verdict on a token: its claims, or why it was refused (with the application it named, if signed). */
export type ServiceTokenVerdict =
  | { ok: true; claims: ServiceTokenClaims }
  | { ok: false; reason: ServiceTokenRefusal; subject?: string };

/**
 * Checks a token: its format, its signature (a token signed with another secret, from another
 * installation or partner, is `bad-signature`), its scope and its expiry.
 */
export function checkServiceToken(
  secrets: readonly string[],
  token: string,
  now = Date.now(),
): ServiceTokenVerdict {
  const [version, payload, signature, extra] = token.split('.');
  if (version !== 'v1' || !payload || !signature || extra !== undefined)
    return { ok: false, reason: 'malformed' };
  // Signed with SECRET, or with an earlier one still listed in PREVIOUS_SECRETS.
  if (!secrets.some((secret) => safeEqual(signature, hmac(keyOf(secret), payload))))
    return { ok: false, reason: 'bad-signature' };
  let claims: ServiceTokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ServiceTokenClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims?.sub !== 'string' || typeof claims.exp !== 'number')
    return { ok: false, reason: 'malformed' };
  if (claims.scope !== 'read') return { ok: false, reason: 'wrong-scope', subject: claims.sub };
  if (!(claims.exp > now)) return { ok: false, reason: 'expired', subject: claims.sub };
  return { ok: true, claims };
}
