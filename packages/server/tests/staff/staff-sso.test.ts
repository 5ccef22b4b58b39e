import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerEnv } from '../../src/config/env.ts';
import { loadStaffSignInEnv } from '../../src/config/staff-sign-in-env.ts';
import { updateStaffAccount } from '../../src/store/staff-accounts.ts';
import { startOidcTestProvider, type OidcTestProvider } from '../helpers/oidc-test-provider.ts';
import { BACKENDS, createTestApp, signUpAndLogIn, type TestApp } from '../helpers/test-app.ts';
import { auditRows } from '../helpers/staff-accounts.ts';

/** A free loopback port: the app's PUBLIC_URL (and so the redirect URI) must name it up front. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const ACCOUNTS = {
  ada: { email: 'Ada@Example.edu', realm_access: { roles: ['other', 'admit-admin'] } },
  rita: { email: 'rita@example.edu', realm_access: { roles: ['admit-reader'] } },
  nora: { email: 'nora@example.edu', realm_access: { roles: ['other'] } },
  eve: {
    email: 'eve@example.edu',
    email_verified: false,
    realm_access: { roles: ['admit-admin'] },
  },
};

/** The app's single sign-on settings for a provider (role claim a dotted path). */
const ssoEnv = (op: { env: Record<string, string> }, issuer?: string): Partial<ServerEnv> =>
  loadStaffSignInEnv({
    ...op.env,
    ...(issuer ? { STAFF_OIDC_ISSUER: issuer } : {}),
    STAFF_OIDC_ROLE_CLAIM: 'realm_access.roles',
    STAFF_OIDC_READER_VALUES: 'admit-reader',
    STAFF_OIDC_ADMIN_VALUES: 'admit-admin, admit-owner',
  });

/** `name=value` of a response's Set-Cookie for `name` (undefined when not set). */
function setCookie(response: Response, name: string): string | undefined {
  const line = response.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
  return line?.split(';')[0];
}
const setCookieLine = (response: Response, name: string) =>
  response.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));

describe.each(BACKENDS)('staff single sign-on on %s', (backend) => {
  let op: OidcTestProvider;
  let t: TestApp;
  let base: string;

  /** Builds and starts the app on a free port, its PUBLIC_URL that port. */
  async function startApp(env: (publicUrl: string) => Partial<ServerEnv>) {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(backend, { envOverrides: { publicUrl: base, ...env(base) } });
    await t.app.listen({ port, host: '127.0.0.1' });
  }

  const get = (path: string, cookie?: string) =>
    fetch(path.startsWith('http') ? path : `${base}${path}`, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });

  /** The browser's journey: start, the provider's sign-in as `account`, then the callback. */
  async function ssoSignIn(account: string | undefined, tamper = (url: URL) => url) {
    const start = await get('/api/staff/sso/start');
    expect(start.status).toBe(302);
    const transaction = setCookie(start, 'admit_staff_sso')!;
    const back = tamper(new URL(await op.signIn(start.headers.get('location')!, account)));
    const callback = await get(back.href, transaction);
    return { start, transaction, back, callback, session: setCookie(callback, 'admit_staff_session') };
  }

  const refusals = async () =>
    (await auditRows(t))
      .filter((row) => row.action === 'staff-login-refused')
      .map((row) => JSON.parse(row.detail) as Record<string, unknown>);

  describe('with a provider', () => {
    beforeEach(async () => {
      const port = await freePort();
      op = await startOidcTestProvider({
        redirectUris: [`http://127.0.0.1:${port}/api/staff/sso/callback`],
        accounts: ACCOUNTS,
      });
      base = `http://127.0.0.1:${port}`;
      t = await createTestApp(backend, { envOverrides: { publicUrl: base, ...ssoEnv(op) } });
      await t.app.listen({ port, host: '127.0.0.1' });
    });
    afterEach(async () => {
      await t.close();
      await op.close();
    });

    it('signs an admin in with the authorization code flow, PKCE S256, state and nonce', async () => {
      const { start, callback, session } = await ssoSignIn('ada');
      expect(session).toBeDefined();
      const authorization = new URL(start.headers.get('location')!);
      expect(authorization.origin).toBe(op.issuer);
      const params = Object.fromEntries(authorization.searchParams);
      expect(params).toMatchObject({
        response_type: 'code',
        client_id: op.clientId,
        redirect_uri: `${base}/api/staff/sso/callback`,
        code_challenge_method: 'S256',
      });
      expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
      expect(params.state).toMatch(/^[\w-]{20,}$/);
      expect(params.nonce).toMatch(/^[\w-]{20,}$/);
      expect(params.scope!.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
      // The attempt rides in a sealed cookie that only the callback sees.
      const transaction = setCookieLine(start, 'admit_staff_sso')!;
      expect(transaction).toMatch(/Path=\/api\/staff\/sso/);
      expect(transaction).toMatch(/HttpOnly/);
      expect(transaction).toMatch(/SameSite=Lax/);
      expect(transaction).not.toContain(params.state!);

      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/staff');
      const staffCookie = setCookieLine(callback, 'admit_staff_session')!;
      expect(staffCookie).toMatch(/Path=\/api\/staff;/);
      expect(staffCookie).toMatch(/HttpOnly/);
      expect(staffCookie).toMatch(/SameSite=Strict/);
      // The attempt is used up: its cookie is cleared.
      expect(setCookieLine(callback, 'admit_staff_sso')).toMatch(/Expires=Thu, 01 Jan 1970/);

      expect(await (await get('/api/staff/me', session)).json()).toEqual({
        email: 'ada@example.edu',
        role: 'admin',
      });
      expect((await get('/api/staff/audit', session)).status).toBe(200);
      const login = (await auditRows(t)).find((row) => row.action === 'staff-login')!;
      expect(login).toMatchObject({ actor_kind: 'staff', actor: 'ada@example.edu' });
      expect(JSON.parse(login.detail)).toMatchObject({ method: 'sso', role: 'admin' });
      // Made just in time, without a password, bound to the provider's subject.
      const account = await t.db
        .selectFrom('staff_accounts')
        .selectAll()
        .where('email', '=', 'ada@example.edu')
        .executeTakeFirstOrThrow();
      expect(account).toMatchObject({ role: 'admin', password_hash: '', sso_subject: 'ada' });
    });
  });
});
