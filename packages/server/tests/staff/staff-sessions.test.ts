import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpClient } from '../helpers/http-client.ts';
import {
  BACKENDS,
  PUBLIC_URL,
  createTestApp,
  signUpAndLogIn,
  type TestApp,
} from '../helpers/test-app.ts';
import { DEFAULT_LIMITS } from '../../src/config/limits.ts';
import { updateStaffAccount } from '../../src/store/staff-accounts.ts';
import {
  STAFF_PASSWORD,
  addStaff,
  auditRows,
  staffCookie,
  staffLogin,
} from '../helpers/staff-accounts.ts';

const BURST = 40;
const MINUTE = 60 * 1000;

describe.each(BACKENDS)('staff sign-in and sessions on %s', (backend) => {
  let t: TestApp;
  let now: number;
  beforeEach(async () => {
    now = Date.now();
    t = await createTestApp(backend, { now: () => now });
    await addStaff(t, 'admin@example.edu', 'admin');
    await addStaff(t, 'reader@example.edu', 'reader');
  });
  afterEach(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('signs in with its own HttpOnly, SameSite=Strict cookie sent only to the staff API', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'Admin@Example.edu', password: STAFF_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ email: 'admin@example.edu', role: 'admin' });
    expect(login.cookies).toHaveLength(1);
    const [cookie] = login.cookies;
    expect(cookie).toMatchObject({
      name: 'admit_staff_session',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/staff',
    });
    const me = await get('/api/staff/me', staffCookie(login));
    expect(me.json()).toEqual({ email: 'admin@example.edu', role: 'admin' });
  });

  it('answers alike for an unknown e-mail, a wrong password and a disabled account', async () => {
    await updateStaffAccount(t.db, 'reader@example.edu', { disabled: true });
    const answers = await Promise.all(
      [
        ['nobody@example.edu', STAFF_PASSWORD],
        ['admin@example.edu', 'Wrong-Passw0rd!42'],
        ['reader@example.edu', STAFF_PASSWORD],
      ].map(([email, password]) =>
        t.app.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: 'Incorrect username or password.' });
      expect(answer.cookies).toEqual([]);
    }
    const refused = (await auditRows(t)).filter((row) => row.action === 'staff-login-refused');
    expect(refused).toHaveLength(3);
  });

  it('keeps staff and applicant sessions apart, both ways', async () => {
    const applicant = await signUpAndLogIn(t, 'applicant@example.org');
    const staff = await staffLogin(t, 'admin@example.edu');
    for (const url of ['/api/staff/me', '/api/staff/applications', '/api/staff/audit'])
      expect((await get(url, applicant)).statusCode).toBe(401);
    // A staff cookie presented to the applicant API (even by hand, under the applicant name too).
    const applicantName = staff.replace('admit_staff_session', 'admit_session');
    for (const cookie of [staff, applicantName]) {
      const write = await t.app.inject({
        method: 'PUT',
        url: '/api/answer',
        headers: { cookie },
        payload: { answers: { first_name: 'Mallory' } },
      });
      expect(write.statusCode).toBe(401);
      expect((await get('/api/profile', cookie)).statusCode).toBe(401);
    }
    // And the applicant token under the staff cookie's name opens nothing either.
    const staffName = applicant.replace(/admit_session=([^;]+)/, 'admit_staff_session=$1');
    expect((await get('/api/staff/me', staffName)).statusCode).toBe(401);
  });

  it('ends a staff session after 30 minutes idle, not while it is used, and after 12 hours', async () => {
    const cookie = await staffLogin(t, 'reader@example.edu');
    for (let i = 0; i < 20; i++) {
      now += 29 * MINUTE;
      expect((await get('/api/staff/me', cookie)).statusCode).toBe(200);
    }
    now += 30 * MINUTE + 1;
    expect((await get('/api/staff/me', cookie)).statusCode).toBe(401);
    const fresh = await staffLogin(t, 'reader@example.edu');
    const signedIn = now;
    // Used every 29 minutes for 11.6 hours: alive throughout...
    for (let i = 0; i < 24; i++) {
      now += 29 * MINUTE;
      expect((await get('/api/staff/me', fresh)).statusCode).toBe(200);
    }
    // ...and over 12 hours after sign-in (24 minutes after its last use), over.
    now = signedIn + DEFAULT_LIMITS.staffSessionAbsoluteMs + 1;
    expect((await get('/api/staff/me', fresh)).statusCode).toBe(401);
  });

  it('ends the session at logout and when the account is disabled; a role change applies at once', async () => {
    const first = await staffLogin(t, 'admin@example.edu');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/staff/logout',
      headers: { cookie: first },
    });
    expect(logout.statusCode).toBe(200);
    expect((await get('/api/staff/me', first)).statusCode).toBe(401);
    const second = await staffLogin(t, 'admin@example.edu');
    expect((await get('/api/staff/audit', second)).statusCode).toBe(200);
    await updateStaffAccount(t.db, 'admin@example.edu', { role: 'reader' });
    expect((await get('/api/staff/audit', second)).statusCode).toBe(403);
    await updateStaffAccount(t.db, 'admin@example.edu', { disabled: true });
    expect((await get('/api/staff/me', second)).statusCode).toBe(401);
  });

  it('refuses the audit log to a reader (403) and gives it to an admin', async () => {
    const reader = await staffLogin(t, 'reader@example.edu');
    const refused = await get('/api/staff/audit', reader);
    expect(refused.statusCode).toBe(403);
    expect((await get('/api/staff/applications', reader)).statusCode).toBe(200);
    const admin = await staffLogin(t, 'admin@example.edu');
    expect((await get('/api/staff/audit', admin)).statusCode).toBe(200);
  });

  it('refuses a login or logout that does not come from the own pages (CSRF)', async () => {
    const cookie = await staffLogin(t, 'admin@example.edu');
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: undefined },
      { origin: undefined, 'sec-fetch-site': 'cross-site' },
      { origin: PUBLIC_URL, 'sec-fetch-site': 'cross-site' },
    ]) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        headers,
        payload: { email: 'admin@example.edu', password: STAFF_PASSWORD },
      });
      expect(login.statusCode).toBe(403);
      expect(login.cookies).toEqual([]);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/staff/logout',
        headers: { ...headers, cookie },
      });
      expect(logout.statusCode).toBe(403);
    }
    expect((await get('/api/staff/me', cookie)).statusCode).toBe(200);
  });
});

describe.each(BACKENDS)('staff login under a simultaneous burst on %s', (backend) => {
  let t: TestApp;
  let now: number;
  beforeEach(async () => {
    now = Date.now();
    // A stopped clock: no back-off ever runs out during the burst, however slow the machine.
    t = await createTestApp(backend, {
      limits: { loginPerMinute: DEFAULT_LIMITS.loginPerMinute },
      now: () => now,
    });
    await addStaff(t, 'admin@example.edu', 'admin');
  });
  afterEach(() => t.close());

  it(`checks at most 5 of ${BURST} simultaneous wrong passwords, then the right one waits too`, async () => {
    const http = await httpClient(t.app, PUBLIC_URL);
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        http.post('/api/staff/login', { email: 'admin@example.edu', password: `Wrong-Pass-${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - 5);
    const checked = (await auditRows(t)).filter((row) => row.action === 'staff-login-refused');
    expect(checked).toHaveLength(5);
    const right = await http.post('/api/staff/login', {
      email: 'admin@example.edu',
      password: STAFF_PASSWORD,
    });
    expect(right.status).toBe(429);
    now += 1_001;
    const later = await http.post('/api/staff/login', {
      email: 'admin@example.edu',
      password: STAFF_PASSWORD,
    });
    expect(later.status).toBe(200);
  });

  it('keeps a per-address limit on the staff login', async () => {
    await t.close();
    t = await createTestApp(backend, { limits: { loginPerMinute: 3 }, now: () => now });
    const http = await httpClient(t.app, PUBLIC_URL);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await http.post('/api/staff/login', {
            email: `x${i}@example.edu`,
            password: 'Nope-Nope-42!',
          })
        ).status,
      );
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });
});
