/**
 * The auth routes, /completion (spec section 2) and the staff console's /staff. They are defined in the engine, beside the
 * config check that keeps partner page ids off them.
 */
export {
  AUTH_ROUTES,
  COMPLETION_ROUTE,
  STAFF_CONSOLE_ROUTE,
  STAFF_SIGN_IN_ROUTE,
  staffReturnPath,
} from '@admit/engine';
