import type { StaffAccount } from '@admit/contract';
import { describe, expect, it } from 'vitest';
import { changedText, signInMethodOf } from '../../src/staff/StaffAccountsPage.tsx';

const account = (over: Partial<StaffAccount>): StaffAccount => ({
  email: 'ada@example.edu',
  role: 'reader',
  disabled: false,
  sso: false,
  local: true,
  created_at: '2026-11-27T12:00:00.000Z',
  ...over,
});

describe('the staff accounts screen', () => {
  it('says how each account signs in', () => {
    expect(signInMethodOf(account({}))).toBe('Password');
    expect(signInMethodOf(account({ sso: true, local: false }))).toBe('Single sign-on');
    expect(signInMethodOf(account({ sso: true }))).toBe('Single sign-on or password');
  });
  it('announces what a change did', () => {
    expect(changedText(account({ role: 'admin' }))).toBe(
      'ada@example.edu is now enabled, an administrator.',
    );
    expect(changedText(account({ disabled: true }))).toBe(
      'ada@example.edu is now disabled, a reader.',
    );
  });
});
