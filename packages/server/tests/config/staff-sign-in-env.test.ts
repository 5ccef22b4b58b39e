import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, staffLocalLoginOf } from '../../src/config/env.ts';
import { loadStaffSignInEnv } from '../../src/config/staff-sign-in-env.ts';

const SSO = {
  STAFF_OIDC_ISSUER: 'https://login.example.edu/realms/staff',
  STAFF_OIDC_CLIENT_ID: 'admit',
  STAFF_OIDC_CLIENT_SECRET: 's3cret',
  STAFF_OIDC_ADMIN_VALUES: 'admit-admin',
};

describe('loadStaffSignInEnv', () => {
  it('offers local accounts only by default', () => {
    expect(loadStaffSignInEnv({})).toEqual({ staffLocalLogin: true });
    expect(loadStaffSignInEnv({ STAFF_LOCAL_LOGIN: 'false' })).toEqual({ staffLocalLogin: false });
  });

  it('reads single sign-on with its defaults, and turns local accounts off unless asked', () => {
    expect(loadStaffSignInEnv({ ...SSO, STAFF_OIDC_READER_VALUES: ' a, b ,,' })).toEqual({
      staffOidc: {
        issuer: SSO.STAFF_OIDC_ISSUER,
        clientId: 'admit',
        clientSecret: 's3cret',
        scope: 'openid email profile',
        roleClaim: 'roles',
        readerValues: ['a', 'b'],
        adminValues: ['admit-admin'],
      },
      staffLocalLogin: false,
    });
    expect(loadStaffSignInEnv({ ...SSO, STAFF_LOCAL_LOGIN: 'yes' }).staffLocalLogin).toBe(true);
    expect(loadStaffSignInEnv({ ...SSO, STAFF_OIDC_SCOPE: 'email groups' }).staffOidc?.scope).toBe(
      'openid email groups',
    );
  });

  it('says what is wrong', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ STAFF_OIDC_CLIENT_ID: 'x' }, /STAFF_OIDC_CLIENT_ID set without STAFF_OIDC_ISSUER/],
      [{ ...SSO, STAFF_OIDC_ISSUER: 'login.example.edu' }, /not a URL/],
      [{ ...SSO, STAFF_OIDC_ISSUER: 'http://login.example.edu' }, /must be an https URL/],
      [{ ...SSO, STAFF_OIDC_CLIENT_SECRET: '' }, /STAFF_OIDC_CLIENT_SECRET must be set/],
      [
        { ...SSO, STAFF_OIDC_ADMIN_VALUES: '' },
        /STAFF_OIDC_READER_VALUES or STAFF_OIDC_ADMIN_VALUES/,
      ],
      [{ ...SSO, STAFF_OIDC_READER_VALUES: 'admit-admin' }, /both list admit-admin/],
      [{ ...SSO, STAFF_OIDC_ROLE_CLAIM: 'realm_access..roles' }, /dotted path/],
      [{ STAFF_LOCAL_LOGIN: 'maybe' }, /STAFF_LOCAL_LOGIN must be true or false/],
    ];
    for (const [env, message] of cases) expect(() => loadStaffSignInEnv(env)).toThrow(message);
  });

  it('allows plain http only to this machine', () => {
    for (const issuer of ['http://localhost:8081', 'http://127.0.0.1:9000/realms/x'])
      expect(loadStaffSignInEnv({ ...SSO, STAFF_OIDC_ISSUER: issuer }).staffOidc?.issuer).toBe(
        issuer,
      );
  });

  it('is part of loadEnv, which refuses to start on a wrong setting', () => {
    const dir = mkdtempSync(join(tmpdir(), 'admit-env-'));
    try {
      const env = loadEnv({ DATA_DIR: dir, ...SSO });
      expect(env.staffOidc?.clientId).toBe('admit');
      expect(staffLocalLoginOf(env)).toBe(false);
      expect(staffLocalLoginOf(loadEnv({ DATA_DIR: dir }))).toBe(true);
      expect(() => loadEnv({ DATA_DIR: dir, STAFF_OIDC_ISSUER: 'https://x.example' })).toThrow(
        /STAFF_OIDC_CLIENT_ID/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
