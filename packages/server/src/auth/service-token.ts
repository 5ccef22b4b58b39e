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

/** The claims of a valid, unexpired token; undefined otherwise. */
export function verifyServiceToken(
  secret: string,
  token: string,
  now = Date.now(),
): ServiceTokenClaims | undefined {
  const [version, payload, signature] = token.split('.');
  if (version !== 'v1' || !payload || !signature) return undefined;
  if (!safeEqual(signature, hmac(keyOf(secret), payload))) return undefined;
  try {
    const claims = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as ServiceTokenClaims;
    if (claims.scope !== 'read' || typeof claims.sub !== 'string' || !(claims.exp > now))
      return undefined;
    return claims;
  } catch {
    return undefined;
  }
}
