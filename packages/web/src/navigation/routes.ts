/**
 * The auth routes and /completion (spec section 2). They are defined in the engine, beside the
 * config check that keeps partner page ids off them.
 */
export { AUTH_ROUTES, COMPLETION_ROUTE } from '@admit/engine';
