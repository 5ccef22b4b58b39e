import type { Endpoints } from '../client/endpoint.ts';

/*
 * The methods and URLs of the staff console's routes (`../staff-console.ts` adds the schemas). A
 * module of its own, so they load with the console's chunk, never with the applicant's.
 */

/** The staff console's API: its own session cookie, never an applicant's. */
export const staffConsoleEndpoints = {
  login: { method: 'POST', url: '/api/staff/login' },
  logout: { method: 'POST', url: '/api/staff/logout' },
  signInOptions: { method: 'GET', url: '/api/staff/sign-in-options' },
  ssoStart: { method: 'GET', url: '/api/staff/sso/start' },
  ssoCallback: { method: 'GET', url: '/api/staff/sso/callback' },
  me: { method: 'GET', url: '/api/staff/me' },
  applications: { method: 'GET', url: '/api/staff/applications' },
  application: { method: 'GET', url: '/api/staff/applications/:id' },
  applicationPdf: { method: 'GET', url: '/api/staff/applications/:id/pdf' },
  document: { method: 'GET', url: '/api/staff/applications/:id/documents/:key' },
  exportCsv: { method: 'GET', url: '/api/staff/exports/:profile' },
  exportProfiles: { method: 'GET', url: '/api/staff/exports' },
  accounts: { method: 'GET', url: '/api/staff/accounts' },
  updateAccount: { method: 'PUT', url: '/api/staff/accounts' },
  audit: { method: 'GET', url: '/api/staff/audit' },
} satisfies Endpoints;
