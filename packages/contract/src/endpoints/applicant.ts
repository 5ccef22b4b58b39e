import type { Endpoints } from '../client/endpoint.ts';

/*
 * The methods and URLs of the routes the applicant app calls, by area. Each area's route table
 * (`../<area>.ts`) adds the schemas; the typed client (`@admit/contract/client`) calls these.
 * Plain data, no schema library: the applicant bundle holds this file and none of the schemas.
 */

/** Sign-up, confirm, resend, login, forgot, reset and logout (spec section 7). */
export const accountEndpoints = {
  signup: { method: 'POST', url: '/public/signup' },
  confirm: { method: 'POST', url: '/public/confirm' },
  resendConfirm: { method: 'POST', url: '/public/resend-confirm' },
  login: { method: 'POST', url: '/public/login' },
  forgotPassword: { method: 'POST', url: '/public/forgot-password' },
  resetPassword: { method: 'POST', url: '/public/reset-password' },
  logout: { method: 'GET', url: '/api/logout' },
} satisfies Endpoints;

/** The logged-in applicant's profile, status, last page, answers, blocks, tabs and submit. */
export const applicationEndpoints = {
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
} satisfies Endpoints;

/** Presigned uploads, documents, their conversions and the whole-application PDF (spec section 7). */
export const documentEndpoints = {
  presignedUrl: { method: 'POST', url: '/api/presigned-url' },
  documentAnswers: { method: 'GET', url: '/api/document-answer' },
  deleteDocumentAnswer: { method: 'DELETE', url: '/api/document-answer/:key' },
  startConversion: { method: 'POST', url: '/api/pdf/document-answer/:key' },
  conversion: { method: 'GET', url: '/api/pdf/document-answer/:key' },
  deleteConversion: { method: 'DELETE', url: '/api/pdf/document-answer/:key' },
  pdf: { method: 'GET', url: '/api/pdf' },
  pdfDownload: { method: 'GET', url: '/api/pdf/download' },
  localUpload: { method: 'POST', url: '/storage/upload' },
} satisfies Endpoints;

/** Visitors' temporary answer sets, kept 7 days. */
export const visitorEndpoints = {
  saveVisitorAnswers: { method: 'POST', url: '/public/tmp' },
  visitorAnswers: { method: 'GET', url: '/public/tmp' },
} satisfies Endpoints;

/** Staff reads with a service token (every one audited). */
export const staffEndpoints = {
  serviceApplication: { method: 'GET', url: '/service/tmp-pdf' },
} satisfies Endpoints;

/** Lookups: search or detail of schools, colleges and addresses. */
export const lookupEndpoints = {
  find: { method: 'GET', url: '/lookup/find' },
} satisfies Endpoints;

/** What the web app takes from the server at run time. */
export const clientConfigEndpoints = {
  clientConfig: { method: 'GET', url: '/public/client-config' },
} satisfies Endpoints;
