import { describe, expect, it } from 'vitest';
import {
  catchAllTarget,
  formRouteRedirect,
  lastPageToRestore,
} from '../../src/navigation/navigation-rules.ts';
import { hasAnswers, readNavState, withAnswers } from '../../src/navigation/nav-state.ts';

const base = { isServiceUser: false, defaultRoute: '/about' };

describe('form route redirects', () => {
  it('sends a submitted application to /completion from any page', () => {
    expect(formRouteRedirect({ ...base, pathname: '/education', webStatus: 'submitted' })).toBe(
      '/completion',
    );
    expect(
      formRouteRedirect({ ...base, pathname: '/completion', webStatus: 'submitted' }),
    ).toBeUndefined();
  });

  it('sends /completion back to the default route unless submitted', () => {
    for (const webStatus of [null, 'none', 'started', 'validating'] as const)
      expect(formRouteRedirect({ ...base, pathname: '/completion', webStatus })).toBe('/about');
  });

  it('leaves other pages alone', () => {
    expect(
      formRouteRedirect({ ...base, pathname: '/final-steps', webStatus: 'validating' }),
    ).toBeUndefined();
  });

  it('never redirects staff', () => {
    expect(
      formRouteRedirect({
        ...base,
        isServiceUser: true,
        pathname: '/about',
        webStatus: 'submitted',
      }),
    ).toBeUndefined();
  });
});

describe('restoring the saved last page on load', () => {
  const formPaths = ['/about', '/education', '/final-steps'];
  it('goes to a saved page that differs from the current one', () => {
    expect(
      lastPageToRestore({
        lastPage: '/education',
        pathname: '/about',
        hasChangedPage: false,
        formPaths,
      }),
    ).toBe('/education');
  });
  it('stays when nothing is saved, it is the same page, or the applicant already changed page', () => {
    expect(
      lastPageToRestore({ lastPage: '', pathname: '/about', hasChangedPage: false, formPaths }),
    ).toBeUndefined();
    expect(
      lastPageToRestore({
        lastPage: '/about',
        pathname: '/about',
        hasChangedPage: false,
        formPaths,
      }),
    ).toBeUndefined();
    expect(
      lastPageToRestore({
        lastPage: '/education',
        pathname: '/about',
        hasChangedPage: true,
        formPaths,
      }),
    ).toBeUndefined();
  });
  it('ignores a saved path that is not a form page', () => {
    expect(
      lastPageToRestore({
        lastPage: '/login',
        pathname: '/about',
        hasChangedPage: false,
        formPaths,
      }),
    ).toBeUndefined();
  });
});

describe('unknown paths', () => {
  it('go to the default route with the query string kept', () => {
    expect(catchAllTarget('/about', '?service_token=abc')).toBe('/about?service_token=abc');
    expect(catchAllTarget('/about', '')).toBe('/about');
  });
});

describe('navigation state', () => {
  it('counts text and ticked boxes as answers, not blanks or unticked boxes', () => {
    expect(hasAnswers({})).toBe(false);
    expect(hasAnswers({ a: '', b: '  ', c: false })).toBe(false);
    expect(hasAnswers({ a: 'Ann' })).toBe(true);
    expect(hasAnswers({ c: true })).toBe(true);
  });

  it('carries answers only when there are some', () => {
    expect(withAnswers({ a: '' })).toEqual({});
    expect(withAnswers({ a: 'x' }, { username: 'u' })).toEqual({
      username: 'u',
      answers: { a: 'x' },
    });
  });

  it('reads only well-formed state', () => {
    expect(readNavState(null)).toEqual({});
    expect(readNavState({ message: { severity: 'info', text: 'x' } })).toEqual({});
    expect(
      readNavState({
        message: { severity: 'success', text: 'Done' },
        username: 'u',
        answers: { a: '1' },
      }),
    ).toEqual({
      message: { severity: 'success', text: 'Done' },
      username: 'u',
      answers: { a: '1' },
    });
  });
});
