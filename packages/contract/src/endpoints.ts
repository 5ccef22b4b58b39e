import { endpoints } from './wire/endpoint.ts';

/*
 * Every route of the API: its method and URL, by area. Each area's route table (`<area>.ts`)
 * adds the schemas; the typed client (client.ts) calls these. Plain data, no schema library: the
 * browser bundle holds this file and none of the schemas.
 */

/** Sign-up, confirm, resend, login, forgot, reset and logout (spec section 7). */
export const accountEndpoints = endpoints({
  signup: { method: 'POST', url: '/public/signup' },
  confirm: { method: 'POST', url: '/public/confirm' },
  resendConfirm: { method: 'POST', url: '/public/resend-confirm' },
  login: { method: 'POST', url: '/public/login' },
  forgotPassword: { method: 'POST', url: '/public/forgot-password' },
  resetPassword: { method: 'POST', url: '/public/reset-password' },
  logout: { method: 'GET', url: '/api/logout' },
});

/** The logged-in applicant's profile, status, last page, answers, blocks, tabs and submit. */
export const applicationEndpoints = endpoints({
  profile: { method: 'GET', url: '/api/profile', etag: true },
  webStatus: { method: 'POST', url: '/api/web-status' },
  lastPage: { method: 'PUT', url: '/api/last-page' },
  answer: { method: 'PUT', url: '/api/answer', etag: true },
  validations: { method: 'POST', url: '/api/validations' },
  addAnother: { method: 'GET', url: '/api/add-another', etag: true },
  saveAddAnother: { method: 'PUT', url: '/api/add-another', etag: true },
  tabs: { method: 'GET', url: '/api/tabs', etag: true },
  chooseTab: { method: 'PUT', url: '/api/tabs', etag: true },
  submit: { method: 'POST', url: '/api/submit' },
});

/** Presigned uploads, documents, their conversions and the whole-application PDF (spec section 7). */
export const documentEndpoints = endpoints({
  presignedUrl: { method: 'POST', url: '/api/presigned-url' },
  documentAnswers: { method: 'GET', url: '/api/document-answer' },
  deleteDocumentAnswer: { method: 'DELETE', url: '/api/document-answer/:key' },
  startConversion: { method: 'POST', url: '/api/pdf/document-answer/:key' },
  conversion: { method: 'GET', url: '/api/pdf/document-answer/:key' },
  deleteConversion: { method: 'DELETE', url: '/api/pdf/document-answer/:key' },
  pdf: { method: 'GET', url: '/api/pdf' },
  pdfDownload: { method: 'GET', url: '/api/pdf/download' },
  localUpload: { method: 'POST', url: '/storage/upload' },
});

/** Visitors' temporary answer sets, kept 7 days. */
export const visitorEndpoints = endpoints({
  saveVisitorAnswers: { method: 'POST', url: '/public/tmp' },
  visitorAnswers: { method: 'GET', url: '/public/tmp' },
});

/** Staff reads with a service token (every one audited). */
export const staffEndpoints = endpoints({
  serviceApplication: { method: 'GET', url: '/service/tmp-pdf' },
});

/** The staff console's API: its own session cookie, never an applicant's. */
export const staffConsoleEndpoints = endpoints({
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
});

/** Lookups: search or detail of schools, colleges and addresses. */
export const lookupEndpoints = endpoints({
  find: { method: 'GET', url: '/lookup/find' },
});

/** What the web app takes from the server at run time. */
export const clientConfigEndpoints = endpoints({
  clientConfig: { method: 'GET', url: '/public/client-config' },
});

/** Health and metrics, for load balancers, supervisors and scrapers. */
export const operationEndpoints = endpoints({
  healthz: { method: 'GET', url: '/healthz' },
  livez: { method: 'GET', url: '/livez' },
  metrics: { method: 'GET', url: '/metrics' },
});

/** The config studio's own API over one partner folder (served by `npm run studio`). */
export const studioEndpoints = endpoints({
  folder: { method: 'GET', url: '/api/folder' },
  save: { method: 'POST', url: '/api/save' },
});
