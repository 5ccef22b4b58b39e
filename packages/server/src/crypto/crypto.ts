import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';

/** A random 256-bit token (sessions, visitor answer sets). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** A random 6-digit code. */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const newId = (): string => randomUUID();

/** SHA-256 hex: tokens and codes are stored only as this. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Codes are keyed with the server secret and the user id: a leaked table alone cannot be turned
 * back into codes by trying all million, and equal codes of two users never share a hash.
 */
export const codeHash = (secret: string, userId: string, code: string): string =>
  createHmac('sha256', `code:${secret}`).update(`${userId}:${code}`).digest('hex');

export const hmac = (key: string, text: string): string =>
  createHmac('sha256', key).update(text).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
