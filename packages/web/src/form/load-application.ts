import { statusForLoggedInUser, webStatusFromEntries, type WebStatus } from '@admit/engine';
import { applicationApi } from '../api/application-api.ts';
import type { Profile } from '@admit/contract';
import { countLogins, useSession } from '../session/session-store.ts';

/** The SWR key of a logged-in applicant's application. */
export const APPLICATION_KEY = 'application';

/** What the form pages need before they render. */
export interface LoadedApplication {
  profile: Profile;
  addAnother: Record<string, number>;
  tabs: Record<string, string>;
  /** The web status to use: the profile's, or started for a first visit. */
  status: WebStatus;
  /** True when the profile had no status, so started must be posted. */
  startedNow: boolean;
}

/**
 * Loads the profile, add-another counts and tab choices in parallel and fills the client snapshot
 * from the profile before any form page renders (redirects depend on it).
 */
export async function loadApplication(): Promise<LoadedApplication> {
  const [profile, addAnother, tabs] = await Promise.all([
    applicationApi.profile(),
    applicationApi.addAnother(),
    applicationApi.tabs(),
  ]);
  const recorded = webStatusFromEntries(profile.web_status);
  const status = statusForLoggedInUser(recorded);
  useSession.getState().update({
    is_logged_in: true,
    username: profile.username,
    last_page: profile.last_page,
    num_logins: countLogins(profile.successful_login),
    web_status: status,
  });
  return { profile, addAnother, tabs, status, startedNow: recorded === 'none' };
}
