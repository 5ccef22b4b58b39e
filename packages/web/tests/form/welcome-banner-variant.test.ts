import { describe, expect, it } from 'vitest';
import { bannerTitle, bannerVariant } from '../../src/form/welcome-banner-variant.ts';

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
  it('names the applicant by the answers the partner declares, in order', () => {
    const partner = {
      applicantName: { display: ['chosen_name', 'given_name'], full: ['given_name'] },
    };
    const answers = { first_name: 'Katherine', given_name: 'Roberta', chosen_name: 'Robin' };
    expect(bannerTitle(partner, 'Well done, {name}!', answers, 'robin@example.edu')).toBe(
      'Well done, Robin!',
    );
    expect(
      bannerTitle(
        partner,
        'Well done, {name}!',
        { ...answers, chosen_name: ' ' },
        'robin@example.edu',
      ),
    ).toBe('Well done, Roberta!');
  });
  it("falls back to the partner's fallback, else the account's e-mail address", () => {
    const naming = { display: ['given_name'], full: ['given_name'] };
    expect(bannerTitle({ applicantName: naming }, 'Thanks, {name}!', {}, 'kit@example.edu')).toBe(
      'Thanks, kit@example.edu!',
    );
    expect(
      bannerTitle(
        { applicantName: { ...naming, fallback: 'friend' } },
        'Thanks, {name}!',
        {},
        'kit@example.edu',
      ),
    ).toBe('Thanks, friend!');
  });
});
