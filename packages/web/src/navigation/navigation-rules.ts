import type { WebStatus } from '@admit/engine';
import { COMPLETION_ROUTE } from './routes.ts';

/**
 * Where a form route must send the applicant instead of rendering (spec "Navigation rules"):
 * a submitted application always goes to /completion; /completion without a submitted
 * application goes to the default route. Staff (service users) read any page.
 */
export function formRouteRedirect(options: {
  pathname: string;
  webStatus: WebStatus | null;
  isServiceUser: boolean;
  defaultRoute: string;
}): string | undefined {
  const { pathname, webStatus, isServiceUser, defaultRoute } = options;
  if (isServiceUser) return undefined;
  if (webStatus === 'submitted')
    return pathname === COMPLETION_ROUTE ? undefined : COMPLETION_ROUTE;
  return pathname === COMPLETION_ROUTE ? defaultRoute : undefined;
}

/**
 * The saved last page to go to on load: one exists, is a form page, differs from the current
 * path, and the applicant has not changed page yet.
 */
export function lastPageToRestore(options: {
  lastPage: string;
  pathname: string;
  hasChangedPage: boolean;
  formPaths: readonly string[];
}): string | undefined {
  const { lastPage, pathname, hasChangedPage, formPaths } = options;
  if (!lastPage || hasChangedPage || lastPage === pathname) return undefined;
  return formPaths.includes(lastPage) ? lastPage : undefined;
}

/** Where an unknown path goes: the default route, keeping the query string (spec section 2). */
export const catchAllTarget = (defaultRoute: string, search: string): string =>
  `${defaultRoute}${search}`;
