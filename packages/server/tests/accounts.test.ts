import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../src/routes/account-routes.ts';
import {
  BACKENDS,
  PASSWORD,
  PUBLIC_URL,
  cookieHeader,
  createTestApp,
  eventually,
  jobsSettled,
  mailedCode,
  signUpAndLogIn,
  waitForMail,
  type TestApp,
} from './helpers/test-app.ts';
import { plainMail as plain } from './helpers/smtp-server.ts';
import { startSmtpTestApp, type SmtpTestApp } from './helpers/smtp-test-app.ts';

describe.each(BACKENDS)('account life cycle over real SMTP on %s', (backend) => {
  let smtp: SmtpTestApp['smtp'];
  let app: SmtpTestApp['app'];
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ smtp, app, close } = await startSmtpTestApp(backend));
  });
  afterAll(() => close());

  it('signs up, confirms with the mailed code, logs in, logs out, resets the password and logs in again', async () => {
    const email = 'Grace.Hopper@example.org';
    const signup = await app.inject({
      method: 'POST',
      url: '/public/signup',
      payload: { username: email, password: PASSWORD },
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json()).toEqual({ message: ACCOUNT_MESSAGES.signedUp });

    // The mail leaves through the outbox's job, just after the request answered.
    await eventually(() => smtp.received.length === 1, 'the confirmation mail');
    const mail = plain(smtp.received.at(-1)!.raw);
    expect(smtp.received.at(-1)!.to).toBe('grace.hopper@example.org');
    expect(mail).toMatch(/Subject: Chesapeake State: your confirmation code/);
    expect(mail).toContain('Chesapeake State University');
    const code = /confirmation code is (\d{6})/.exec(mail)![1]!;

    const early = await app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: email, password: PASSWORD },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(ACCOUNT_MESSAGES.notConfirmed);

    const confirm = await app.inject({
      method: 'POST',
      url: '/public/confirm',
      payload: { username: email, code },
    });
    expect(confirm.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/public/confirm',
      payload: { username: email, code },
    });
    expect(again.statusCode).toBe(400);

    const login = await app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((c) => c.name === 'admit_session')!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    expect(session.value.length).toBeGreaterThanOrEqual(22);
    const marker = login.cookies.find((c) => c.name.startsWith('CognitoIdentityServiceProvider.'))!;
    expect(marker.httpOnly).toBeFalsy();
    expect(marker.value).toBe('1');
    const cookie = cookieHeader(login);

    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().username).toBe('grace.hopper@example.org');
    expect(profile.json().successful_login).toHaveLength(1);

    const logout = await app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    const afterLogout = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie },
    });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().message).toBe(
      'Your session is invalid. Please clear your cookies and login again.',
    );

    const forgot = await app.inject({
      method: 'POST',
      url: '/public/forgot-password',
      payload: { username: email },
    });
    expect(forgot.json()).toEqual({ message: ACCOUNT_MESSAGES.forgot });
    await eventually(() => smtp.received.length === 2, 'the reset mail');
    const resetMail = plain(smtp.received.at(-1)!.raw);
    expect(resetMail).toMatch(/Subject: Chesapeake State: reset your password/);
    const link = new URL(/(http:\/\/localhost:3000\/reset\S+)/.exec(resetMail)![1]!);
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/reset`);
    expect(link.searchParams.get('username')).toBe('grace.hopper@example.org');
    const id = link.searchParams.get('id')!;
    expect(id).toMatch(/^\d{6}$/);

    const newPassword = 'Another-Secret-77';
    const reset = await app.inject({
      method: 'POST',
      url: '/public/reset-password',
      payload: { username: email, password: newPassword, confirm_password: newPassword, id },
    });
    expect(reset.statusCode).toBe(200);
    const old = await app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: email, password: PASSWORD },
    });
    expect(old.statusCode).toBe(400);
    const fresh = await app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: email, password: newPassword },
    });
    expect(fresh.statusCode).toBe(200);
    const profile2 = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: cookieHeader(fresh) },
    });
    expect(profile2.json().successful_login).toHaveLength(2);
  });
});

describe.each(BACKENDS)('account rules and abuse cases on %s', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('rejects a weak password with the spec message and creates nothing', async () => {
    const response = await post('/public/signup', { username: 'a@example.org', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/12/);
    expect(t.mails).toHaveLength(0);
  });

  it('rejects a malformed e-mail with the spec message', async () => {
    const response = await post('/public/signup', { username: 'not-an-email', password: PASSWORD });
    expect(response.json()).toMatchObject({ message: 'Your email address must be valid.' });
  });

  it('kills a confirmation code after 5 wrong tries (brute force)', async () => {
    await post('/public/signup', { username: 'b@example.org', password: PASSWORD });
    const code = await mailedCode(t.mails, 'b@example.org');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await post('/public/confirm', { username: 'b@example.org', code: wrong });
      expect(response.statusCode).toBe(400);
    }
    const right = await post('/public/confirm', { username: 'b@example.org', code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(ACCOUNT_MESSAGES.badCode);
  });

  it('expires a confirmation code after 24 hours', async () => {
    let now = Date.now();
    await t.close();
    t = await createTestApp(backend, { now: () => now });
    await post('/public/signup', { username: 'c@example.org', password: PASSWORD });
    const code = await mailedCode(t.mails, 'c@example.org');
    now += 24 * 60 * 60 * 1000 + 1;
    expect((await post('/public/confirm', { username: 'c@example.org', code })).statusCode).toBe(
      400,
    );
  });

  it('answers sign-up, login, resend and forgot identically whether or not the account exists (no enumeration)', async () => {
    await signUpAndLogIn(t, 'known@example.org');
    const pairs: [string, object, object][] = [
      [
        '/public/signup',
        { username: 'known@example.org', password: PASSWORD },
        { username: 'unknown@example.org', password: PASSWORD },
      ],
      [
        '/public/login',
        { username: 'known@example.org', password: 'Wrong-Password-1' },
        { username: 'unknown@example.org', password: 'Wrong-Password-1' },
      ],
      [
        '/public/resend-confirm',
        { username: 'known@example.org' },
        { username: 'unknown@example.org' },
      ],
      [
        '/public/forgot-password',
        { username: 'known@example.org' },
        { username: 'unknown@example.org' },
      ],
      [
        '/public/confirm',
        { username: 'known@example.org', code: '123456' },
        { username: 'unknown@example.org', code: '123456' },
      ],
    ];
    for (const [url, known, unknown] of pairs) {
      const a = await post(url, known);
      const b = await post(url, unknown);
      expect([url, a.statusCode, a.body]).toEqual([url, b.statusCode, b.body]);
    }
  });

  it('limits resends of the confirmation code', async () => {
    await post('/public/signup', { username: 'd@example.org', password: PASSWORD });
    for (let i = 0; i < 8; i++) {
      const response = await post('/public/resend-confirm', { username: 'd@example.org' });
      expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.resent });
    }
    await jobsSettled(t.app);
    expect(t.mails.filter((m) => m.to === 'd@example.org')).toHaveLength(5);
  });

  it('refuses resend without a valid e-mail with the spec message', async () => {
    const response = await post('/public/resend-confirm', { username: 'nope' });
    expect(response.json()).toEqual({
      message: 'You must provide a valid email address to resend a confirmation code.',
    });
  });

  it('backs off exponentially after 5 failed logins, then lets the right password in', async () => {
    let now = Date.now();
    await t.close();
    t = await createTestApp(backend, { now: () => now });
    await signUpAndLogIn(t, 'e@example.org');
    for (let i = 0; i < 5; i++) {
      const response = await post('/public/login', {
        username: 'e@example.org',
        password: 'Wrong-Password-1',
      });
      expect(response.statusCode).toBe(400);
      now += 10;
    }
    const blocked = await post('/public/login', { username: 'e@example.org', password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/try again in \d+ seconds/);
    const alsoForUnknown = await post('/public/login', {
      username: 'e@example.org',
      password: 'x',
    });
    expect(alsoForUnknown.statusCode).toBe(429);
    now += 1_500;
    const allowed = await post('/public/login', { username: 'e@example.org', password: PASSWORD });
    expect(allowed.statusCode).toBe(200);
  });

  it('limits logins per IP address (429)', async () => {
    await t.close();
    t = await createTestApp(backend, { limits: { loginPerMinute: 3 } });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (
          await post('/public/login', {
            username: `ip${i}@example.org`,
            password: 'Wrong-Password-1',
          })
        ).statusCode,
      );
    expect(codes).toEqual([400, 400, 400, 429]);
  });

  it('rotates the session at login: the old token stops working', async () => {
    const first = await signUpAndLogIn(t, 'f@example.org');
    const second = await t.app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: 'f@example.org', password: PASSWORD },
      headers: { cookie: first },
    });
    expect(second.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: first } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/profile',
          headers: { cookie: cookieHeader(second) },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('expires a session after 15 minutes idle', async () => {
    let now = Date.now();
    await t.close();
    t = await createTestApp(backend, { now: () => now });
    const cookie = await signUpAndLogIn(t, 'g@example.org');
    now += 14 * 60 * 1000;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode,
    ).toBe(200);
    now += 15 * 60 * 1000 + 1;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  // ASVS 5.0 V7.3.1: the inactivity timeout ends idle sessions, never active ones.
  for (const idleMs of [1_500, 5_000, 30_000])
    it(`keeps a session used every second alive at SESSION_IDLE_MS=${idleMs}, and ends it after ${idleMs} ms idle`, async () => {
      let now = Date.now();
      await t.close();
      t = await createTestApp(backend, { now: () => now, limits: { sessionIdleMs: idleMs } });
      const cookie = await signUpAndLogIn(t, 'slide@example.org');
      const profile = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } }))
          .statusCode;
      const statuses: number[] = [];
      for (let second = 0; second < 120; second++) {
        now += 1_000;
        statuses.push(await profile());
      }
      expect(statuses.every((status) => status === 200)).toBe(true);
      now += idleMs + 1;
      expect(await profile()).toBe(401);
    });

  it('refuses a reset with a wrong code and keeps the old password', async () => {
    await signUpAndLogIn(t, 'h@example.org');
    await post('/public/forgot-password', { username: 'h@example.org' });
    const code = /id=(\d{6})/.exec((await waitForMail(t.mails, 'h@example.org', 2)).text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await post('/public/reset-password', {
      username: 'h@example.org',
      password: 'New-Password-123',
      confirm_password: 'New-Password-123',
      id: wrong,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.badReset);
    expect(
      (await post('/public/login', { username: 'h@example.org', password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('refuses a reset whose passwords differ', async () => {
    const response = await post('/public/reset-password', {
      username: 'h@example.org',
      password: 'New-Password-123',
      confirm_password: 'New-Password-124',
      id: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Passwords must match.');
  });
});
