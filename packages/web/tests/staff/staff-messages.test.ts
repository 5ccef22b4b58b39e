import { describe, expect, it } from 'vitest';
import { countOf, formatWhen, foundText } from '../../src/staff/staff-format.ts';
import {
  SSO_ERROR_GENERAL,
  SSO_ERROR_MESSAGES,
  ssoErrorMessage,
} from '../../src/staff/staff-messages.ts';

describe('the staff console texts', () => {
  it('says why single sign-on failed from a known code, never with the words of the address', () => {
    expect(ssoErrorMessage(null)).toBeUndefined();
    expect(ssoErrorMessage('no-role')).toBe(SSO_ERROR_MESSAGES['no-role']);
    expect(ssoErrorMessage('Your account is locked, call 555-0100')).toBe(SSO_ERROR_GENERAL);
    expect(ssoErrorMessage('toString')).toBe(SSO_ERROR_GENERAL);
  });

  it('counts with the right noun and shows instants in UTC', () => {
    expect(countOf(1, 'application')).toBe('1 application');
    expect(countOf(1025, 'application')).toBe('1,025 applications');
    expect(foundText({ total: 1, total_is_lower_bound: false })).toBe('1 application found.');
    expect(foundText({ total: 10_000, total_is_lower_bound: true })).toBe(
      'More than 10,000 applications found: narrow the search to see them all.',
    );
    expect(countOf(0, 'entry', 'entries')).toBe('0 entries');
    expect(formatWhen('2026-11-27T20:21:00.000Z')).toBe('Nov 27, 2026, 8:21 PM UTC');
    expect(formatWhen(null)).toBe('');
  });
});
