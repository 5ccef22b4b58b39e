/**
 * Where the application stands. `none`: nothing recorded yet; `started`: being filled in;
 * `validating`: a submit was tried, so errors and the missing-items summary show; `submitted`: done.
 */
export type WebStatus = 'none' | 'started' | 'validating' | 'submitted';

/** The statuses the client posts to the server; the profile lists them back as entries. */
export const RECORDED_WEB_STATUSES = ['started', 'validating', 'submitted'] as const;

/** One entry of the profile's web_status list. */
export interface WebStatusEntry {
  web_status: string;
}

const STATUS_BY_COUNT: readonly WebStatus[] = ['none', 'started', 'validating', 'submitted'];
const recorded: ReadonlySet<string> = new Set(RECORDED_WEB_STATUSES);

/**
 * The status from the profile's entries: the number of distinct known entries picks it
 * (0 none, 1 started, 2 validating, 3 submitted). Unknown values are ignored, repeats count once.
 */
export function webStatusFromEntries(entries: readonly WebStatusEntry[]): WebStatus {
  const distinct = new Set(
    entries.map((entry) => entry.web_status).filter((value) => recorded.has(value)),
  );
  return STATUS_BY_COUNT[distinct.size] ?? 'submitted';
}

/** A logged-in applicant with no status yet starts one (and the client posts it). */
export const statusForLoggedInUser = (status: WebStatus): WebStatus =>
  status === 'none' ? 'started' : status;

/** A submitted application is read-only and always shows the completion page. */
export const isSubmitted = (status: WebStatus): boolean => status === 'submitted';

/** Per-field error messages and the missing-items summary show only while validating. */
export const showsErrors = (status: WebStatus): boolean => status === 'validating';

/** While started or validating, each navigation saves the current path as the last page. */
export const shouldSaveLastPage = (status: WebStatus): boolean =>
  status === 'started' || status === 'validating';
