import { statusForLoggedInUser, webStatusFromEntries, type WebStatus } from '@admit/engine';
import { applicationApi } from '../api/application-api.ts';
import type { CurrentParts, Profile } from '@admit/contract';
import { revisionOf } from '@admit/contract/wire';
import { countLogins, useSession } from '../session/session-store.ts';

/** The SWR key of a logged-in applicant's application. */
export const APPLICATION_KEY = 'application';

/** The application as the server holds it, and the revision all of it is at least as new as. */
export interface ApplicationParts {
  profile: Profile;
  addAnother: CurrentParts['addAnother'];
  tabs: CurrentParts['tabs'];
  /** The oldest of the three reads' ETags (undefined when one had none). */
  revision: number | undefined;
}

/** What the form pages need before they render. */
export interface LoadedApplication extends ApplicationParts {
  /** The web status to use: the profile's, or started for a first visit. */
  status: WebStatus;
  /** True when the profile had no status, so started must be posted. */
  startedNow: boolean;
}

/** Reads the profile, add-another counts and tab choices in parallel, with their revision. */
export async function fetchApplicationParts(): Promise<ApplicationParts> {
  const [profile, addAnother, tabs] = await Promise.all([
    applicationApi.profile(),
    applicationApi.addAnother(),
    applicationApi.tabs(),
  ]);
  const revisions = [profile, addAnother, tabs].map((read) => revisionOf(read.etag));
  const known = revisions.filter((revision) => revision !== undefined);
  return {
    profile: profile.body,
    addAnother: addAnother.body,
    tabs: tabs.body,
    revision: known.length === revisions.length ? Math.min(...known) : undefined,
  };
}

/**
 * Loads the application and fills the client snapshot from the profile before any form page
 * renders (redirects depend on it).
 */
export async function loadApplication(): Promise<LoadedApplication> {
  const parts = await fetchApplicationParts();
  const { profile } = parts;
  const recorded = webStatusFromEntries(profile.web_status);
  const status = statusForLoggedInUser(recorded);
  useSession.getState().update({
    is_logged_in: true,
    username: profile.username,
    last_page: profile.last_page,
    num_logins: countLogins(profile.successful_login),
    web_status: status,
  });
  return { ...parts, status, startedNow: recorded === 'none' };
}
