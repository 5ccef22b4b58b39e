import { describe, expect, it } from 'vitest';
import { claimAt, staffRoleFromClaims } from '../../src/auth/staff-role-from-claims.ts';

const settings = (roleClaim: string) => ({
  roleClaim,
  readerValues: ['staff-reader'],
  adminValues: ['staff-admin', 'owner'],
});

describe('staffRoleFromClaims', () => {
  it('reads an array, a string of several values, or one value', () => {
    expect(staffRoleFromClaims({ roles: ['x', 'staff-reader'] }, settings('roles'))).toBe('reader');
    expect(staffRoleFromClaims({ roles: 'x staff-admin' }, settings('roles'))).toBe('admin');
    expect(staffRoleFromClaims({ roles: 'x,owner' }, settings('roles'))).toBe('admin');
    expect(staffRoleFromClaims({ roles: 'staff-reader' }, settings('roles'))).toBe('reader');
  });

  it('gives admin when both kinds of value are there', () => {
    const claims = { roles: ['staff-reader', 'staff-admin'] };
    expect(staffRoleFromClaims(claims, settings('roles'))).toBe('admin');
  });

  it('gives none without a configured value, a claim, or a usable type', () => {
    for (const claims of [
      {},
      { roles: [] },
      { roles: ['staff-readers', 'Staff-Admin'] },
      { roles: 42 },
      { roles: { 'staff-admin': true } },
      { groups: ['staff-admin'] },
    ])
      expect(staffRoleFromClaims(claims, settings('roles'))).toBeUndefined();
  });

  it('follows a dotted path, and prefers a claim whose own name has the dots', () => {
    const nested = { realm_access: { roles: ['staff-admin'] } };
    expect(staffRoleFromClaims(nested, settings('realm_access.roles'))).toBe('admin');
    expect(claimAt({ a: { b: { c: 1 } } }, 'a.b.c')).toBe(1);
    expect(claimAt({ a: ['x'] }, 'a.0')).toBeUndefined();
    expect(claimAt({ a: 'text' }, 'a.b')).toBeUndefined();
    const url = { 'https://example.edu/roles': ['staff-reader'] };
    expect(staffRoleFromClaims(url, settings('https://example.edu/roles'))).toBe('reader');
  });
});
