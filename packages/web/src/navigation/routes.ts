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
