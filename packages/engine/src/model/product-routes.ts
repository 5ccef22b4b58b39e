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
