import type { StaffSsoError } from '@admit/contract';
import { staffText } from './staff-texts.ts';

/** What the sign-in screen says after the server ended a staff session (30 minutes idle, revoked). */
export const STAFF_SESSION_ENDED_MESSAGE = staffText('staff.message.sessionEnded');

/** What the sign-in screen says after signing out. */
export const STAFF_SIGNED_OUT_MESSAGE = staffText('staff.message.signedOut');

/**
 * What the sign-in screen says for the `sso_error` code the single sign-on callback redirects
 * with. The code is never shown as given (an address anyone can send must not put words on the
 * screen): an unknown code gets the general message.
 */
export const SSO_ERROR_MESSAGES: Readonly<Record<StaffSsoError, string>> = {
  unavailable: staffText('staff.sso.unavailable'),
  denied: staffText('staff.sso.denied'),
  expired: staffText('staff.sso.expired'),
  failed: staffText('staff.sso.failed'),
  'no-email': staffText('staff.sso.noEmail'),
  'no-role': staffText('staff.sso.noRole'),
  disabled: staffText('staff.sso.disabled'),
};
export const SSO_ERROR_GENERAL = staffText('staff.sso.general');

/** The message for an `sso_error` code; undefined without one. */
export const ssoErrorMessage = (code: string | null): string | undefined =>
  code === null
    ? undefined
    : Object.hasOwn(SSO_ERROR_MESSAGES, code)
      ? SSO_ERROR_MESSAGES[code as StaffSsoError]
      : SSO_ERROR_GENERAL;
