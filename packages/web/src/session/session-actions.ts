import { productText } from '@admit/react';
import { accountApi } from '../api/account-api.ts';
import { clearCaches } from '../api/swr-config.ts';
import type { NavState } from '../navigation/nav-state.ts';
import { AUTH_ROUTES } from '../navigation/routes.ts';
import { partner } from '../partner/partner.ts';
import { hasLoggedInCookie } from './logged-in-cookie.ts';
import { useSession } from './session-store.ts';

/** Navigates the app (the router's navigate, so it works outside React too). */
export type Navigate = (to: string, options?: { state?: NavState; replace?: boolean }) => unknown;

/** Whether the logged-in marker cookie is there now. */
export const isLoggedInNow = (): boolean =>
  hasLoggedInCookie(partner.sessionCookiePrefix, document.cookie);

/**
 * Forgets the marker cookie of a session the server rejected (it cannot clear it for an expired
 * session), so a reload does not count the visitor as logged in.
 */
export function clearMarkerCookie(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name && name.startsWith(partner.sessionCookiePrefix))
      document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
  }
}

/** The session was rejected (401): back to a visitor, to /login with the spec's message. */
export function endRejectedSession(navigate: Navigate): void {
  clearMarkerCookie();
  useSession.getState().reset();
  void navigate(AUTH_ROUTES.login, {
    replace: true,
    state: { message: { severity: 'error', text: productText('error.sessionInvalid') } },
  });
  clearCaches();
}

/**
 * Logs out (GET /api/logout) and goes to /login, with a message when there is one (inactivity).
 * A failed logout still clears the caches and is rethrown for the error boundary.
 */
export async function logout(navigate: Navigate, message?: NavState['message']): Promise<void> {
  try {
    await accountApi.logout();
  } catch (error) {
    clearCaches();
    throw error;
  }
  useSession.getState().reset();
  await navigate(AUTH_ROUTES.login, message ? { state: { message } } : {});
  clearCaches();
}
