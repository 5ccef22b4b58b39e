import type { StaffSsoError } from '@admit/contract';
/** What the sign-in screen says after the server ended a staff session (30 minutes idle, revoked). */
export const STAFF_SESSION_ENDED_MESSAGE =
  'Your staff session has ended (30 minutes without activity, or it was closed). Please sign in again.';

/** What the sign-in screen says after signing out. */
export const STAFF_SIGNED_OUT_MESSAGE = 'You have signed out of the staff console.';

/**
 * What the sign-in screen says for the `sso_error` code the single sign-on callback redirects
 * with. The code is never shown as given (an address anyone can send must not put words on the
 * screen): an unknown code gets the general message.
 */
export const SSO_ERROR_MESSAGES: Readonly<Record<StaffSsoError, string>> = {
  unavailable:
    'The single sign-on service cannot be reached at the moment. Please try again in a few minutes.',
  denied: 'Single sign-on was cancelled or refused. Please try again.',
  expired:
    'The single sign-on attempt took too long or began in another browser. Please try again.',
  failed: 'Single sign-on could not be completed. Please try again.',
  'no-email':
    'Your university account did not give a verified e-mail address, so the staff console cannot sign you in.',
  'no-role':
    'Your account is not allowed into the staff console. Ask an administrator to give you a staff role.',
  disabled: 'Your staff account is disabled. Ask an administrator to enable it.',
};
export const SSO_ERROR_GENERAL =
  'Single sign-on did not sign you in. Please try again, or ask an administrator for help.';

/** The message for an `sso_error` code; undefined without one. */
export const ssoErrorMessage = (code: string | null): string | undefined =>
  code === null
    ? undefined
    : Object.hasOwn(SSO_ERROR_MESSAGES, code)
      ? SSO_ERROR_MESSAGES[code as StaffSsoError]
      : SSO_ERROR_GENERAL;
