import { Type, type Static } from '@sinclair/typebox';
import { MessageResponse } from './common.ts';
import {
  STAFF_PAGE_SIZES,
  STAFF_ROLES,
  STAFF_SORT_COLUMNS,
  STAFF_WEB_STATUSES,
} from './constants.ts';
import { Closed, StringEnum, routes } from './schema-helpers.ts';
import { staffConsoleEndpoints } from './endpoints/staff-console.ts';
import { ServiceApplication } from './staff.ts';

const tags = ['staff'];

/** A day (`2026-01-31`, UTC midnight) or an instant (`2026-01-31T12:00:00Z`), as query text. */
const instant = () =>
  Type.String({
    maxLength: 30,
    pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z)?$',
    description:
      'A UTC day (YYYY-MM-DD; as an upper bound it includes the whole day) or instant (ISO 8601, Z).',
  });
const page = () =>
  Type.Optional(Type.String({ pattern: '^[0-9]{1,5}$', description: 'Page number, from 0.' }));
const pageSize = () => Type.Optional(StringEnum(STAFF_PAGE_SIZES));

/** POST /api/staff/login: a local staff account. */
export const StaffLoginBody = Closed({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 320 }),
});
export type StaffLoginBody = Static<typeof StaffLoginBody>;

/** GET /api/staff/sign-in-options: which sign-ins the console offers (before anyone signs in). */
export const StaffSignInOptions = Type.Object({
  /** Local staff accounts (`npm run staff -- add`): the e-mail and password form. */
  local: Type.Boolean(),
  /** OpenID Connect single sign-on (`STAFF_OIDC_ISSUER`): a button to `ssoStart`. */
  sso: Type.Boolean(),
});
export type StaffSignInOptions = Static<typeof StaffSignInOptions>;

/** GET /api/staff/sso/start: where the console goes once signed in (a console path). */
export const StaffSsoStartQuery = Closed({
  return_to: Type.Optional(
    Type.String({
      maxLength: 512,
      description:
        'A path of the console (with its query) to return to; anything else returns to /staff.',
    }),
  ),
});

/** GET /api/staff/sso/callback: what the OpenID provider sends back (authorization code flow). */
export const StaffSsoCallbackQuery = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 2048 })),
    state: Type.Optional(Type.String({ maxLength: 512 })),
    iss: Type.Optional(Type.String({ maxLength: 2048 })),
    error: Type.Optional(Type.String({ maxLength: 256 })),
    error_description: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: true },
);

/** One export profile of the partner folder, as the console offers it (admins). */
export const StaffExportProfile = Type.Object({ id: Type.String(), title: Type.String() });
export const StaffExportProfiles = Type.Array(StaffExportProfile);
export type StaffExportProfile = Static<typeof StaffExportProfile>;

/** One staff account as admins manage it in the console (never its password). */
export const StaffAccount = Type.Object({
  email: Type.String(),
  role: StringEnum(STAFF_ROLES),
  disabled: Type.Boolean(),
  /** Signs in through single sign-on (its role then follows the provider's claim at each sign-in). */
  sso: Type.Boolean(),
  /** Has a password for the local sign-in (`npm run staff -- add`). */
  local: Type.Boolean(),
  created_at: Type.String(),
});
export type StaffAccount = Static<typeof StaffAccount>;
export const StaffAccounts = Type.Array(StaffAccount);

/** PUT /api/staff/accounts (admins): change another account's role, or disable or enable it. */
export const StaffAccountChange = Closed({
  email: Type.String({ maxLength: 254 }),
  role: Type.Optional(StringEnum(STAFF_ROLES)),
  disabled: Type.Optional(Type.Boolean()),
});
export type StaffAccountChange = Static<typeof StaffAccountChange>;

/** GET /api/staff/me. */
export const StaffMe = Type.Object({ email: Type.String(), role: StringEnum(STAFF_ROLES) });
export type StaffMe = Static<typeof StaffMe>;

/**
 * GET /api/staff/applications: `q` matches words in the applicant's name (the partner's declared
 * full-name answers) or e-mail; dates bound submission and last save; all on the server.
 */
export const StaffApplicationsQuery = Closed({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(StringEnum(STAFF_WEB_STATUSES)),
  submitted_from: Type.Optional(instant()),
  submitted_to: Type.Optional(instant()),
  saved_from: Type.Optional(instant()),
  saved_to: Type.Optional(instant()),
  sort: Type.Optional(StringEnum(STAFF_SORT_COLUMNS)),
  order: Type.Optional(StringEnum(['asc', 'desc'] as const)),
  page: page(),
  page_size: pageSize(),
});
export type StaffApplicationsQuery = Static<typeof StaffApplicationsQuery>;

const when = () => Type.Union([Type.String(), Type.Null()], { description: 'ISO 8601, or null.' });

/** One row of the staff list. */
export const StaffApplicationRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  web_status: StringEnum(STAFF_WEB_STATUSES),
  created_at: Type.String(),
  saved_at: when(),
  submitted_at: when(),
});
export type StaffApplicationRow = Static<typeof StaffApplicationRow>;

export const StaffApplicationList = Type.Object({
  rows: Type.Array(StaffApplicationRow),
  total: Type.Integer(),
  /**
   * A search matched more applications than it counts (10,000): `total` is that many, and more
   * match. Lists without a search are counted exactly.
   */
  total_is_lower_bound: Type.Boolean(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type StaffApplicationList = Static<typeof StaffApplicationList>;

export const StaffApplicationParams = Closed({
  id: Type.String({ pattern: '^[0-9a-f-]{36}$' }),
});

/** The `language` that opens an application in the language its applicant chose. */
export const APPLICANT_LANGUAGE = 'applicant';

/**
 * GET /api/staff/applications/:id and its /pdf: staff read in the partner's default language; the
 * applicant's own words on demand. Other query members are ignored, as before there was one.
 */
export const StaffApplicationQuery = Type.Object({
  language: Type.Optional(
    Type.String({
      maxLength: 35,
      description: `\`${APPLICANT_LANGUAGE}\`: the language kept with the applicant's account (else the default); or one of the partner's languages (a BCP 47 tag it declares). Default: the partner's default language.`,
    }),
  ),
});
export type StaffApplicationQuery = Static<typeof StaffApplicationQuery>;

/** GET /api/staff/applications/:id/documents/:key: one file question's document. */
export const StaffDocumentParams = Closed({
  id: Type.String({ pattern: '^[0-9a-f-]{36}$' }),
  key: Type.String({ maxLength: 128, pattern: '^[A-Za-z0-9_]+$' }),
});

/** GET /api/staff/exports/:profile (admins): a partner export profile's CSV. */
export const StaffExportParams = Closed({
  profile: Type.String({ maxLength: 64, pattern: '^[a-z][a-z0-9-]*$' }),
});

/** GET /api/staff/audit (admins): newest first. */
export const StaffAuditQuery = Closed({
  actor: Type.Optional(Type.String({ maxLength: 320 })),
  action: Type.Optional(Type.String({ maxLength: 64 })),
  from: Type.Optional(instant()),
  to: Type.Optional(instant()),
  page: page(),
  page_size: pageSize(),
});
export type StaffAuditQuery = Static<typeof StaffAuditQuery>;

export const StaffAuditRow = Type.Object({
  id: Type.String(),
  at: Type.String(),
  actor_kind: Type.String(),
  actor: Type.String(),
  action: Type.String(),
  application_id: Type.String(),
  address: Type.String(),
  detail: Type.Record(Type.String(), Type.Unknown()),
});
export type StaffAuditRow = Static<typeof StaffAuditRow>;

export const StaffAuditList = Type.Object({
  rows: Type.Array(StaffAuditRow),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type StaffAuditList = Static<typeof StaffAuditList>;

/** The staff console's API: its own session cookie, never an applicant's. */
export const staffConsoleRoutes = routes(staffConsoleEndpoints, {
  login: {
    tags,
    summary: 'Sign in with a local staff account (throttled like applicant login)',
    body: StaffLoginBody,
    response: { 200: StaffMe },
  },
  logout: {
    tags,
    summary: 'Sign out (revokes the staff session)',
    response: { 200: MessageResponse },
  },
  signInOptions: {
    tags,
    summary: 'Which sign-ins the staff console offers',
    response: { 200: StaffSignInOptions },
  },
  ssoStart: {
    tags,
    summary: 'Start OpenID Connect sign-in: redirects to the provider (authorization code + PKCE)',
    querystring: StaffSsoStartQuery,
  },
  ssoCallback: {
    tags,
    summary:
      "The provider's redirect back: checks state and PKCE, maps the role claim, starts a staff session and redirects to /staff",
    querystring: StaffSsoCallbackQuery,
  },
  me: { tags, summary: 'The signed-in staff member', response: { 200: StaffMe } },
  applications: {
    tags,
    summary: 'Find applications: search, filter, sort, page (audited)',
    querystring: StaffApplicationsQuery,
    response: { 200: StaffApplicationList },
  },
  application: {
    tags,
    summary: 'Read one application whole (audited)',
    params: StaffApplicationParams,
    querystring: StaffApplicationQuery,
    response: { 200: ServiceApplication },
  },
  applicationPdf: {
    tags,
    summary: 'The whole-application PDF, made now from the application as it is (audited)',
    params: StaffApplicationParams,
    querystring: StaffApplicationQuery,
  },
  document: {
    tags,
    summary: "One file question's document as converted to PDF (audited)",
    params: StaffDocumentParams,
  },
  exportCsv: {
    tags,
    summary:
      "Every submitted application as CSV, in a partner export profile's columns (admins; audited)",
    params: StaffExportParams,
  },
  exportProfiles: {
    tags,
    summary: "The partner's export profiles (admins)",
    response: { 200: StaffExportProfiles },
  },
  accounts: {
    tags,
    summary: 'The staff accounts (admins; audited)',
    response: { 200: StaffAccounts },
  },
  updateAccount: {
    tags,
    summary:
      "Change another staff account's role or disable it; open sessions follow at once (admins; audited)",
    body: StaffAccountChange,
    response: { 200: StaffAccount },
  },
  audit: {
    tags,
    summary: 'The audit log, filtered (admins; audited)',
    querystring: StaffAuditQuery,
    response: { 200: StaffAuditList },
  },
});
