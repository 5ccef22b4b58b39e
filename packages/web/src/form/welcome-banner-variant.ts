import { applicantDisplayName, type Answers, type Partner, type WebStatus } from '@admit/engine';

/** The four welcome banners (spec section 2). */
export type BannerVariant = 'submitted' | 'firstLogin' | 'secondLogin' | 'generic';

/** Logins after which the first- and second-login banners stop (spec section 9). */
export const BANNER_LOGIN_LIMIT = 3;

/**
 * Which banner shows, if any: submitted; logged out (the generic welcome with a log-in link); or,
 * before the applicant changes page, the first- or second-login welcome while under 3 logins.
 */
export function bannerVariant(options: {
  webStatus: WebStatus | null;
  isLoggedIn: boolean;
  hasChangedPage: boolean;
  numLogins: number;
}): BannerVariant | null {
  const { webStatus, isLoggedIn, hasChangedPage, numLogins } = options;
  if (webStatus === 'submitted') return 'submitted';
  if (!isLoggedIn) return 'generic';
  if (hasChangedPage || numLogins >= BANNER_LOGIN_LIMIT) return null;
  return numLogins <= 1 ? 'firstLogin' : 'secondLogin';
}

/**
 * A banner's heading ("Thanks, {name}!"): `{name}` is the applicant's display name, from the
 * answers the partner declares in `applicantName`, else its fallback, else the account's e-mail.
 */
export const bannerTitle = (
  partner: Pick<Partner, 'applicantName'>,
  title: string,
  answers: Answers,
  username: string,
): string => title.replaceAll('{name}', applicantDisplayName(partner, answers, username));
