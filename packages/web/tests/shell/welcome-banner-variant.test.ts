import { describe, expect, it } from 'vitest';
import { bannerName, bannerVariant } from '../../src/shell/welcome-banner-variant.ts';

const loggedIn = { webStatus: 'started' as const, isLoggedIn: true, hasChangedPage: false };

describe('which welcome banner shows', () => {
  it('thanks a submitted applicant', () => {
    expect(
      bannerVariant({ ...loggedIn, webStatus: 'submitted', hasChangedPage: true, numLogins: 9 }),
    ).toBe('submitted');
  });
  it('welcomes a visitor with the generic banner', () => {
    expect(
      bannerVariant({ webStatus: null, isLoggedIn: false, hasChangedPage: true, numLogins: 0 }),
    ).toBe('generic');
  });
  it('shows the first- and second-login banners until 3 logins or a page change', () => {
    expect(bannerVariant({ ...loggedIn, numLogins: 1 })).toBe('firstLogin');
    expect(bannerVariant({ ...loggedIn, numLogins: 2 })).toBe('secondLogin');
    expect(bannerVariant({ ...loggedIn, numLogins: 3 })).toBeNull();
    expect(bannerVariant({ ...loggedIn, numLogins: 1, hasChangedPage: true })).toBeNull();
  });
  it('names the applicant by preferred name, else first name', () => {
    expect(bannerName({ first_name: 'Katherine', preferred_name: 'Kit' })).toBe('Kit');
    expect(bannerName({ first_name: 'Katherine', preferred_name: ' ' })).toBe('Katherine');
  });
});
