/** The auth routes (spec section 2). */
export const AUTH_ROUTES = {
  login: '/login',
  signup: '/signup',
  confirm: '/confirm',
  forgot: '/forgot',
  reset: '/reset',
} as const;

/** The completion page, shown after submit. */
export const COMPLETION_ROUTE = '/completion';

/** The staff console (its own sign-in and session; every screen under this path). */
export const STAFF_CONSOLE_ROUTE = '/staff';

/** The console's sign-in screen. */
export const STAFF_SIGN_IN_ROUTE = `${STAFF_CONSOLE_ROUTE}/sign-in`;

/**
 * Where a staff member goes after signing in: back to the console screen they asked for (a path
 * with its query, under the console, not the sign-in screen), else the console's list. Anything
 * else (another site, `//host`, a backslash, an applicant page) is not followed.
 */
export function staffReturnPath(from: string | undefined | null): string {
  if (!from || from.length > 512) return STAFF_CONSOLE_ROUTE;
  const path = from.split('?', 1)[0]!;
  const underConsole = path === STAFF_CONSOLE_ROUTE || path.startsWith(`${STAFF_CONSOLE_ROUTE}/`);
  const plain = /^[A-Za-z0-9/_.~%&=+?-]*$/.test(from) && !from.includes('//');
  const signIn = path === STAFF_SIGN_IN_ROUTE || path.startsWith(`${STAFF_SIGN_IN_ROUTE}/`);
  return underConsole && plain && !signIn ? from : STAFF_CONSOLE_ROUTE;
}

/**
 * First path segments the server answers itself: the API, public and staff calls, lookups,
 * uploads to the embedded storage, health checks, and the web build's own files.
 */
export const SERVER_PATH_SEGMENTS = [
  'api',
  'public',
  'service',
  'lookup',
  'storage',
  'healthz',
  'livez',
  'assets',
] as const;

/** Page ids no partner can take: their route `/<id>` belongs to the product. */
export const RESERVED_PAGE_IDS: ReadonlySet<string> = new Set([
  ...[...Object.values(AUTH_ROUTES), COMPLETION_ROUTE, STAFF_CONSOLE_ROUTE].map((route) =>
    route.slice(1),
  ),
  ...SERVER_PATH_SEGMENTS,
]);
