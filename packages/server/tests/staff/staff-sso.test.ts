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
  async function startApp(env: () => Partial<ServerEnv>, port?: number) {
    port ??= await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(backend, { envOverrides: { publicUrl: base, ...env() } });
    await t.app.listen({ port, host: '127.0.0.1' });
  }

  const get = (path: string, cookie?: string) =>
    fetch(path.startsWith('http') ? path : `${base}${path}`, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });

  /** The browser's journey: start, the provider's sign-in as `account`, then the callback. */
  async function ssoSignIn(
    account: string | undefined,
    tamper = (url: URL) => url,
    startPath = '/api/staff/sso/start',
  ) {
    const start = await get(startPath);
    expect(start.status).toBe(302);
    const transaction = setCookie(start, 'admit_staff_sso')!;
    const back = tamper(new URL(await op.signIn(start.headers.get('location')!, account)));
    const callback = await get(back.href, transaction);
    return {
      start,
      transaction,
      back,
      callback,
      session: setCookie(callback, 'admit_staff_session'),
    };
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
      await startApp(() => ssoEnv(op), port);
    });
    afterEach(async () => {
      await t.close();
      await op.close();
    });

    it('comes back to the console screen it was asked for, and only to one', async () => {
      const start = (returnTo: string) =>
        `/api/staff/sso/start?return_to=${encodeURIComponent(returnTo)}`;
      const landing = async (returnTo: string) =>
        (await ssoSignIn('ada', (url) => url, start(returnTo))).callback.headers.get('location');
      expect(await landing('/staff/audit?action=export-csv&page=2')).toBe(
        '/staff/audit?action=export-csv&page=2',
      );
      expect(await landing('/staff/applications/0b6a3c1e-1d1f-4a59-9a4f-0c2b8f3f1e11')).toBe(
        '/staff/applications/0b6a3c1e-1d1f-4a59-9a4f-0c2b8f3f1e11',
      );
      for (const elsewhere of [
        'https://attacker.example/staff',
        '//attacker.example/staff',
        '/staff//attacker.example',
        '/staff/\\attacker.example',
        '/staffing',
        '/staff/sign-in?sso_error=no-role',
        '/login',
        'javascript:alert(1)',
      ])
        expect(await landing(elsewhere), elsewhere).toBe('/staff');
      // The return path rides sealed with the attempt: changing it in the link changes nothing
      // after the provider (the callback takes it from the cookie only).
      const other = await get(`${start('/staff/audit')}&return_to=/staff`);
      expect(other.status).toBe(400);
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
      // This provider releases e-mail and roles by UserInfo only, as the code flow's default.
      expect(op.userInfoRequests).toBe(1);
    });

    it('maps a reader, who may not read the audit log, and follows the claim at each sign-in', async () => {
      const reader = (await ssoSignIn('rita')).session!;
      expect(await (await get('/api/staff/me', reader)).json()).toEqual({
        email: 'rita@example.edu',
        role: 'reader',
      });
      expect((await get('/api/staff/applications', reader)).status).toBe(200);
      expect((await get('/api/staff/audit', reader)).status).toBe(403);

      op.setAccount('rita', {
        email: 'rita@example.edu',
        realm_access: { roles: ['admit-owner'] },
      });
      const promoted = (await ssoSignIn('rita')).session!;
      expect(await (await get('/api/staff/me', promoted)).json()).toMatchObject({ role: 'admin' });
      expect((await get('/api/staff/audit', promoted)).status).toBe(200);
      // Roles apply to open sessions at once: the first one is an admin's too now.
      expect((await get('/api/staff/audit', reader)).status).toBe(200);

      op.setAccount('rita', {
        email: 'rita@example.edu',
        realm_access: { roles: ['admit-reader'] },
      });
      await ssoSignIn('rita');
      expect((await get('/api/staff/audit', promoted)).status).toBe(403);
    });

    it('refuses and audits a sign-in whose role claim holds no configured value', async () => {
      const { callback, session } = await ssoSignIn('nora');
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/staff/sign-in?sso_error=no-role');
      expect(session).toBeUndefined();
      expect(await refusals()).toEqual([
        expect.objectContaining({ method: 'sso', reason: 'no-role', email: 'nora@example.edu' }),
      ]);
      const accounts = await t.db.selectFrom('staff_accounts').select('email').execute();
      expect(accounts).toEqual([]);
    });

    it('refuses an e-mail address the provider has not verified', async () => {
      const { callback, session } = await ssoSignIn('eve');
      expect(callback.headers.get('location')).toBe('/staff/sign-in?sso_error=no-email');
      expect(session).toBeUndefined();
      expect(await refusals()).toEqual([expect.objectContaining({ reason: 'no-email' })]);
    });

    it('refuses a disabled account, whatever the provider says', async () => {
      await ssoSignIn('ada');
      await updateStaffAccount(t.db, 'ada@example.edu', { disabled: true });
      const { callback, session } = await ssoSignIn('ada');
      expect(callback.headers.get('location')).toBe('/staff/sign-in?sso_error=disabled');
      expect(session).toBeUndefined();
    });

    it('refuses a tampered state', async () => {
      const { callback, session } = await ssoSignIn('ada', (url) => {
        url.searchParams.set('state', `${url.searchParams.get('state')}x`);
        return url;
      });
      expect(callback.headers.get('location')).toBe('/staff/sign-in?sso_error=failed');
      expect(session).toBeUndefined();
      expect(await refusals()).toEqual([
        expect.objectContaining({ reason: 'failed', why: expect.stringContaining('"state"') }),
      ]);
    });

    it('refuses an answer naming another issuer', async () => {
      const { callback, session } = await ssoSignIn('ada', (url) => {
        url.searchParams.set('iss', 'https://login.example.net');
        return url;
      });
      expect(callback.headers.get('location')).toBe('/staff/sign-in?sso_error=failed');
      expect(session).toBeUndefined();
      expect(await refusals()).toEqual([
        expect.objectContaining({ reason: 'failed', why: expect.stringContaining('"iss"') }),
      ]);
    });

    it('refuses a code used twice, even with the attempt cookie replayed', async () => {
      const first = await ssoSignIn('ada');
      expect(first.session).toBeDefined();
      const replay = await get(first.back.href, first.transaction);
      expect(replay.headers.get('location')).toBe('/staff/sign-in?sso_error=failed');
      expect(setCookie(replay, 'admit_staff_session')).toBeUndefined();
      expect(await refusals()).toEqual([
        expect.objectContaining({ reason: 'failed', error: 'invalid_grant' }),
      ]);
    });

    it('refuses a callback without its attempt cookie, or with one altered', async () => {
      const start = await get('/api/staff/sso/start');
      const transaction = setCookie(start, 'admit_staff_sso')!;
      const back = await op.signIn(start.headers.get('location')!, 'ada');
      const none = await get(back);
      expect(none.headers.get('location')).toBe('/staff/sign-in?sso_error=expired');
      const [name, value] = transaction.split('=') as [string, string];
      const sealed = decodeURIComponent(value);
      const altered = `${sealed.slice(0, -6)}${sealed.slice(-6) === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}`;
      const tampered = await get(back, `${name}=${encodeURIComponent(altered)}`);
      expect(tampered.headers.get('location')).toBe('/staff/sign-in?sso_error=expired');
      // The genuine cookie still works: the code was not spent by the refused tries.
      const genuine = await get(back, transaction);
      expect(genuine.headers.get('location')).toBe('/staff');
    });

    it('audits a sign-in cancelled at the provider', async () => {
      const { callback, session } = await ssoSignIn(undefined);
      expect(callback.headers.get('location')).toBe('/staff/sign-in?sso_error=denied');
      expect(session).toBeUndefined();
      expect(await refusals()).toEqual([
        expect.objectContaining({ reason: 'denied', error: 'access_denied' }),
      ]);
    });

    it('keeps the staff session away from applicant APIs, and the applicant session away from staff APIs', async () => {
      const { session } = await ssoSignIn('ada');
      expect((await get('/api/profile', session)).status).toBe(401);
      const write = await fetch(`${base}/api/answer`, {
        method: 'PUT',
        headers: { cookie: session!, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ answers: { first_name: 'Mallory' } }),
      });
      expect(write.status).toBe(401);
      const applicant = await signUpAndLogIn(t, 'applicant@example.org');
      expect((await get('/api/staff/me', applicant)).status).toBe(401);
      expect((await get('/api/staff/me', `${applicant}; ${session}`)).status).toBe(200);
    });

    it('offers single sign-on only, unless STAFF_LOCAL_LOGIN turns passwords on', async () => {
      expect(await (await get('/api/staff/sign-in-options')).json()).toEqual({
        local: false,
        sso: true,
      });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: 'ada@example.edu', password: 'Whatever-Passw0rd!' },
      });
      expect(login.statusCode).toBe(403);
      // With passwords on, an account made by single sign-on still has none.
      await ssoSignIn('ada');
      t.env.staffLocalLogin = true;
      expect(await (await get('/api/staff/sign-in-options')).json()).toEqual({
        local: true,
        sso: true,
      });
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: 'ada@example.edu', password: 'Whatever-Passw0rd!' },
      });
      expect(again.statusCode).toBe(400);
    });

    it('answers unavailable, without a crash, when the provider goes away mid-sign-in', async () => {
      const start = await get('/api/staff/sso/start');
      const transaction = setCookie(start, 'admit_staff_sso')!;
      const back = await op.signIn(start.headers.get('location')!, 'ada');
      await op.close();
      const callback = await get(back, transaction);
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/staff/sign-in?sso_error=unavailable');
      expect((await get('/healthz')).status).toBe(200);
    });
  });

  describe('with a provider that puts the claims in the ID token', () => {
    afterEach(async () => {
      await t.close();
      await op.close();
    });

    it('reads e-mail and roles from the ID token without asking UserInfo', async () => {
      const port = await freePort();
      op = await startOidcTestProvider({
        redirectUris: [`http://127.0.0.1:${port}/api/staff/sso/callback`],
        accounts: ACCOUNTS,
        claimsInIdToken: true,
      });
      await startApp(() => ssoEnv(op), port);
      const { session } = await ssoSignIn('rita');
      expect(await (await get('/api/staff/me', session)).json()).toEqual({
        email: 'rita@example.edu',
        role: 'reader',
      });
      expect(op.userInfoRequests).toBe(0);
    });
  });

  describe('without a provider reachable', () => {
    afterEach(async () => {
      await t.close();
      await op?.close();
    });

    it('starts anyway, answers unavailable, and signs in once the provider is up', async () => {
      const providerPort = await freePort();
      const appPort = await freePort();
      const issuer = `http://127.0.0.1:${providerPort}`;
      await startApp(
        () =>
          ssoEnv({
            env: {
              STAFF_OIDC_ISSUER: issuer,
              STAFF_OIDC_CLIENT_ID: 'admit-staff',
              STAFF_OIDC_CLIENT_SECRET: 'secret-of-the-test-client',
            },
          }),
        appPort,
      );
      const down = await get('/api/staff/sso/start');
      expect(down.status).toBe(302);
      expect(down.headers.get('location')).toBe('/staff/sign-in?sso_error=unavailable');
      expect((await get('/healthz')).status).toBe(200);

      op = await startOidcTestProvider({
        port: providerPort,
        clientId: 'admit-staff',
        clientSecret: 'secret-of-the-test-client',
        redirectUris: [`${base}/api/staff/sso/callback`],
        accounts: ACCOUNTS,
      });
      const { callback, session } = await ssoSignIn('ada');
      expect(callback.headers.get('location')).toBe('/staff');
      expect(await (await get('/api/staff/me', session)).json()).toMatchObject({ role: 'admin' });
    });

    it('answers unavailable when the provider announces another issuer', async () => {
      const appPort = await freePort();
      op = await startOidcTestProvider({
        redirectUris: [`http://127.0.0.1:${appPort}/api/staff/sso/callback`],
        accounts: ACCOUNTS,
      });
      // Discovery at localhost finds a document whose issuer is 127.0.0.1: not the one configured.
      await startApp(() => ssoEnv(op, op.issuer.replace('127.0.0.1', 'localhost')), appPort);
      const start = await get('/api/staff/sso/start');
      expect(start.headers.get('location')).toBe('/staff/sign-in?sso_error=unavailable');
    });
  });

  describe('without single sign-on configured', () => {
    beforeEach(() => startApp(() => ({})));
    afterEach(() => t.close());

    it('offers local accounts only and has no single sign-on routes', async () => {
      expect(await (await get('/api/staff/sign-in-options')).json()).toEqual({
        local: true,
        sso: false,
      });
      expect((await get('/api/staff/sso/start')).status).toBe(404);
      expect((await get('/api/staff/sso/callback?code=x&state=y')).status).toBe(404);
    });
  });
});
