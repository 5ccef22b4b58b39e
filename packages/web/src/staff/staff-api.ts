import type {
  MessageResponse,
  ServiceApplication,
  StaffApplicationList,
  StaffApplicationsQuery,
  StaffAccount,
  StaffAccountChange,
  StaffAuditList,
  StaffAuditQuery,
  StaffExportProfile,
  StaffLoginBody,
  StaffMe,
  StaffSignInOptions,
} from '@admit/contract';
import { isUnauthorizedError } from '../api/api-errors.ts';
import { request } from '../api/http.ts';
import { queryString } from './staff-query.ts';

/** What happens when a staff call is refused for want of a live staff session (set by the console). */
let onSessionEnded: () => void = () => {};

/** Installs what the console does when the server ends the staff session (idle, revoked). */
export function setStaffSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

/**
 * A staff API call: JSON in and out like the applicant's client (the browser's Origin and
 * Sec-Fetch-Site headers answer the server's CSRF check), but a 401 ends the staff session, never
 * the applicant's.
 */
async function staffRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  try {
    return await request<T>(method, path, { noSession: true, ...(body ? { body } : {}) });
  } catch (error) {
    if (isUnauthorizedError(error)) onSessionEnded();
    throw error;
  }
}

const id = (value: string) => encodeURIComponent(value);

/** The staff console's API (contract `staffConsoleRoutes`). */
export const staffApi = {
  signInOptions: () =>
    request<StaffSignInOptions>('GET', '/api/staff/sign-in-options', { noSession: true }),
  /** Signs in; a wrong password is a 400 with the message to show, not a session end. */
  login: (body: StaffLoginBody) =>
    request<StaffMe>('POST', '/api/staff/login', { body, noSession: true }),
  logout: () => request<MessageResponse>('POST', '/api/staff/logout', { noSession: true }),
  /** Who is signed in; a 401 here only means nobody is (it does not end anything). */
  me: () => request<StaffMe>('GET', '/api/staff/me', { noSession: true }),
  /** Whether the session still lives; a 401 here ends it in the console (before a download). */
  stillSignedIn: () => staffRequest<StaffMe>('GET', '/api/staff/me'),
  applications: (query: StaffApplicationsQuery) =>
    staffRequest<StaffApplicationList>('GET', `/api/staff/applications${queryString(query)}`),
  application: (applicationId: string) =>
    staffRequest<ServiceApplication>('GET', `/api/staff/applications/${id(applicationId)}`),
  exportProfiles: () => staffRequest<StaffExportProfile[]>('GET', '/api/staff/exports'),
  accounts: () => staffRequest<StaffAccount[]>('GET', '/api/staff/accounts'),
  updateAccount: (change: StaffAccountChange) =>
    staffRequest<StaffAccount>('PUT', '/api/staff/accounts', change),
  audit: (query: StaffAuditQuery) =>
    staffRequest<StaffAuditList>('GET', `/api/staff/audit${queryString(query)}`),
};

/** Download addresses: plain links, so the browser saves the file (each download is audited). */
export const staffLinks = {
  applicationPdf: (applicationId: string) => `/api/staff/applications/${id(applicationId)}/pdf`,
  document: (applicationId: string, key: string) =>
    `/api/staff/applications/${id(applicationId)}/documents/${id(key)}`,
  exportCsv: (profile: string) => `/api/staff/exports/${id(profile)}`,
  /** Single sign-on, coming back to `returnTo` (a console path) when it succeeds. */
  ssoStart: (returnTo: string) => `/api/staff/sso/start?return_to=${encodeURIComponent(returnTo)}`,
};
