/**
 * Whether the logged-in marker cookie is there: a cookie whose name begins with the partner's
 * `sessionCookiePrefix` (spec section 4). The session cookie itself is HttpOnly and invisible here.
 */
export function hasLoggedInCookie(prefix: string, cookies: string): boolean {
  return cookies
    .split(';')
    .map((part) => part.trim())
    .some((part) => part.startsWith(prefix) && part.includes('='));
}
