/*
 * The enums and constants both sides of the API share. Plain values, no schema library: the web
 * app imports them from `@admit/contract/constants` without growing its bundle.
 */

/**
 * The state of a document's conversion to PDF, and of the whole-application PDF (spec section 4).
 * NOT_ANSWERED: the question has no upload at all.
 */
export const CONVERSION_STATUSES = [
  'UNPROCESSED',
  'IN_PROGRESS',
  'COMPLETED',
  'FAILED',
  'NOT_ANSWERED',
] as const;

/** One of CONVERSION_STATUSES. */
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

/** The statuses of a conversion (or PDF) still on its way: clients poll, tab switches wait. */
export const PENDING_STATUSES = ['UNPROCESSED', 'IN_PROGRESS'] as const;

/** A status of PENDING_STATUSES. */
export type PendingStatus = (typeof PENDING_STATUSES)[number];

/** Whether a conversion (or the application PDF) is still waiting or running. */
export const isPendingStatus = (status: ConversionStatus | undefined): status is PendingStatus =>
  status === 'UNPROCESSED' || status === 'IN_PROGRESS';

/** What a person reads when something fails that is not theirs to fix (spec section 8). */
export const GENERIC_ERROR_MESSAGE =
  "We've encountered an unexpected error at this time. Please try again later.";

/** What a request without a live session is told (401), and the login page then shows (spec section 8). */
export const SESSION_INVALID_MESSAGE =
  'Your session is invalid. Please clear your cookies and login again.';

/** What a save of answers answers (PUT /api/answer), and the Save button's toast says. */
export const ANSWERS_SAVED_MESSAGE = 'Your answers have been saved.';

/** What a submit answers (POST /api/submit), and the completion page says. */
export const SUBMITTED_MESSAGE = 'Your application was successfully submitted.';

/** Idle time before a session ends, unless SESSION_IDLE_MS says otherwise (spec section 9). */
export const SESSION_IDLE_MS = 900_000;

/** How long before an inactivity logout the warning shows (spec section 9). */
export const SESSION_WARNING_MS = 60_000;

/** The warning time for an idle limit: SESSION_WARNING_MS, or half a shorter idle time. */
export const sessionWarningMs = (idleMs: number): number =>
  Math.min(SESSION_WARNING_MS, Math.floor(idleMs / 2));

/** The most suggestions a lookup search answers (GET /lookup/find `max_results` is capped to it). */
export const LOOKUP_MAX_RESULTS = 5;

/** 412 of a versioned write (If-Match older than a change to what it writes). */
export const STALE_WRITE_MESSAGE =
  'Your answers were changed in another tab or on another device. Reload to see the latest answers.';

/** 409 of an answer written into an add-another entry the application no longer shows. */
export const ENTRY_REMOVED_MESSAGE =
  'This entry was removed in another tab or on another device. Reload to see the current entries.';

/** Staff roles: a reader views applications; an admin also reads the audit log. */
export const STAFF_ROLES = ['reader', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** An application's web status as the staff list shows and filters it (spec section 4). */
export const STAFF_WEB_STATUSES = ['none', 'started', 'validating', 'submitted'] as const;

/** Columns the staff list sorts by (each backed by an index). */
export const STAFF_SORT_COLUMNS = ['created_at', 'saved_at', 'submitted_at', 'email'] as const;
export type StaffSortColumn = (typeof STAFF_SORT_COLUMNS)[number];

/** Page sizes the staff list and audit log answer. */
export const STAFF_PAGE_SIZES = ['10', '25', '50', '100'] as const;

/**
 * Why a single sign-on did not sign anyone in, as `/staff/sign-in?sso_error=<reason>` tells the console:
 * - `unavailable`: the provider could not be reached or answered with a server error (try later),
 *   or its metadata does not fit the settings (another issuer: logged as an error);
 * - `denied`: the provider answered with an error (the person cancelled, or it refused them);
 * - `expired`: the attempt's cookie is missing or out of date (over ten minutes, another browser);
 * - `failed`: the provider's answer did not check out (state, PKCE, nonce, issuer, a used code);
 * - `no-email`: the provider gave no e-mail address, or one it has not verified;
 * - `no-role`: the role claim holds none of the reader or admin values;
 * - `disabled`: the staff account of that e-mail is disabled (`npm run staff -- enable`).
 */
export const STAFF_SSO_ERRORS = [
  'unavailable',
  'denied',
  'expired',
  'failed',
  'no-email',
  'no-role',
  'disabled',
] as const;
export type StaffSsoError = (typeof STAFF_SSO_ERRORS)[number];
