import { afterEach, describe, expect, it } from 'vitest';
import { hasLoggedInCookie } from '../../src/session/logged-in-cookie.ts';
import { LOGGED_OUT_SNAPSHOT, countLogins, useSession } from '../../src/session/session-store.ts';

afterEach(() => useSession.setState({ ...LOGGED_OUT_SNAPSHOT }));

describe('the client snapshot', () => {
  it('starts logged out with no web status and has_changed_page false', () => {
    const state = useSession.getState();
    const snapshot = Object.fromEntries(
      Object.keys(LOGGED_OUT_SNAPSHOT).map((key) => [key, state[key as keyof typeof state]]),
    );
    expect(snapshot).toEqual(LOGGED_OUT_SNAPSHOT);
    expect(LOGGED_OUT_SNAPSHOT).toMatchObject({
      web_status: null,
      has_changed_page: false,
      num_logins: 0,
    });
  });

  it('merges updates', () => {
    useSession
      .getState()
      .update({ is_logged_in: true, username: 'Ann@Example.edu', web_status: 'started' });
    useSession.getState().update({ has_changed_page: true });
    expect(useSession.getState()).toMatchObject({
      is_logged_in: true,
      username: 'Ann@Example.edu',
      web_status: 'started',
      has_changed_page: true,
    });
  });

  it('resets to a visitor but keeps the service-user flag, which comes from the URL', () => {
    useSession.getState().update({ is_service_user: true, is_logged_in: true, num_logins: 2 });
    useSession.getState().reset();
    expect(useSession.getState()).toMatchObject({
      is_service_user: true,
      is_logged_in: false,
      num_logins: 0,
    });
  });

  it('counts logins as at least 1', () => {
    expect(countLogins([])).toBe(1);
    expect(countLogins([{}, {}])).toBe(2);
  });
});

describe('the logged-in marker cookie', () => {
  it('is any cookie whose name begins with the prefix', () => {
    expect(
      hasLoggedInCookie(
        'CognitoIdentityServiceProvider',
        'a=1; CognitoIdentityServiceProvider.loggedIn=1',
      ),
    ).toBe(true);
    expect(
      hasLoggedInCookie('CognitoIdentityServiceProvider', 'a=1; b=CognitoIdentityServiceProvider'),
    ).toBe(false);
    expect(hasLoggedInCookie('CognitoIdentityServiceProvider', '')).toBe(false);
  });
});
