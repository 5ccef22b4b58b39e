import type {
  StaffAccountChange,
  StaffApplicationsQuery,
  StaffAuditQuery,
  StaffLoginBody,
} from '@admit/contract';
import { createClient, type Transport } from '@admit/contract/client';
import { staffConsoleEndpoints, staffConsoleLinks } from '@admit/contract/client/staff-console';
import { isUnauthorizedError } from '../api/api-errors.ts';
import { transport } from '../api/http.ts';
import { compactQuery } from './staff-query.ts';

/** What happens when a staff call is refused for want of a live staff session (set by the console). */
let onSessionEnded: () => void = () => {};

/** Installs what the console does when the server ends the staff session (idle, revoked). */
export function setStaffSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

const outsideSession = transport({ noSession: true });

/**
 * A staff API call: JSON in and out like the applicant's client (the browser's Origin and
 * Sec-Fetch-Site headers answer the server's CSRF check), but a 401 ends the staff session, never
 * the applicant's.
 */
const inSession: Transport = async (request, name) => {
  try {
    return await outsideSession(request, name);
  } catch (error) {
    if (isUnauthorizedError(error)) onSessionEnded();
    throw error;
  }
};

/** Calls whose 401 only means nobody is signed in (sign-in, its options, who is signed in). */
const open = createClient(staffConsoleEndpoints, outsideSession);
/** Calls of a signed-in staff member: a 401 ends the console's session. */
const staff = createClient(staffConsoleEndpoints, inSession);

/** The staff console's API (contract `staffConsoleRoutes`). */
export const staffApi = {
  signInOptions: () => open.signInOptions(),
  /** Signs in; a wrong password is a 400 with the message to show, not a session end. */
  login: (body: StaffLoginBody) => open.login({ body }),
  logout: () => open.logout(),
  /** Who is signed in; a 401 here only means nobody is (it does not end anything). */
  me: () => open.me(),
  /** Whether the session still lives; a 401 here ends it in the console (before a download). */
  stillSignedIn: () => staff.me(),
  applications: (query: StaffApplicationsQuery) =>
    staff.applications({ query: compactQuery(query) }),
  application: (applicationId: string) => staff.application({ params: { id: applicationId } }),
  exportProfiles: () => staff.exportProfiles(),
  accounts: () => staff.accounts(),
  updateAccount: (change: StaffAccountChange) => staff.updateAccount({ body: change }),
  audit: (query: StaffAuditQuery) => staff.audit({ query: compactQuery(query) }),
};

/** Download addresses: plain links, so the browser saves the file (each download is audited). */
export const staffLinks = {
  applicationPdf: (applicationId: string) =>
    staffConsoleLinks.applicationPdf({ params: { id: applicationId } }),
  document: (applicationId: string, key: string) =>
    staffConsoleLinks.document({ params: { id: applicationId, key } }),
  exportCsv: (profile: string) => staffConsoleLinks.exportCsv({ params: { profile } }),
  /** Single sign-on, coming back to `returnTo` (a console path) when it succeeds. */
  ssoStart: (returnTo: string) => staffConsoleLinks.ssoStart({ query: { return_to: returnTo } }),
};
