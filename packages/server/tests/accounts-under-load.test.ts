import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, contextOf } from '../src/app.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { DEFAULT_LIMITS } from '../src/config/limits.ts';
import { ACCOUNT_MESSAGES } from '../src/routes/account-routes.ts';
import { httpClient } from './helpers/http-client.ts';
import {
  BACKENDS,
  PASSWORD,
  PUBLIC_URL,
  TEST_PASSWORD_COST,
  createTestApp,
  injectFromOwnPages,
  mailedCode,
  memoryMailer,
  testPartner,
  userIdOf,
  waitForMail,
  type TestApp,
} from './helpers/test-app.ts';

/**
 * Account limits as an attacker meets them: bursts of simultaneous requests over real sockets,
 * from one address or many (X-Forwarded-For from a trusted proxy), on every backend. ASVS 5.0
 * V6.3.1 (anti-automation of credential guessing), V6.6.3 (a code's tries are limited), V6.4.3
 * (reset codes), V2.4.1 (anti-automation that holds under concurrency: count and decide in one
 * statement).
 */

/** The school's limits: the defaults a real deployment runs with, not the tests' loose ones. */
const SCHOOL_LIMITS = {
  publicPerMinute: DEFAULT_LIMITS.publicPerMinute,
  loginPerMinute: DEFAULT_LIMITS.loginPerMinute,
};
const BURST = 60;
const PROXY = { trustProxy: '127.0.0.1' };

/** `count` different wrong 6-digit codes. */
const wrongCodes = (right: string, count: number): string[] =>
  Array.from({ length: count + 1 }, (_, i) => String(100000 + i * 7919))
    .filter((code) => code !== right)
    .slice(0, count);

/** Headers that make request `i` come from its own address, or none (one address for all). */
const from = (spread: boolean, i: number): Record<string, string> =>
  spread ? { 'x-forwarded-for': `203.0.113.${i}` } : {};

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe.each(BACKENDS)('attempt limits under simultaneous requests on %s', (backend) => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof httpClient>>;
  let now: number;
  beforeEach(async () => {
    now = Date.now();
    // A stopped clock: no back-off ever runs out during a burst, however slow the machine.
    t = await createTestApp(backend, {
      limits: SCHOOL_LIMITS,
      envOverrides: PROXY,
      now: () => now,
    });
    http = await httpClient(t.app, PUBLIC_URL);
  });
  afterEach(() => t.close());

  for (const spread of [false, true]) {
    const where = spread ? `${BURST} addresses` : 'one address';

    it(`kills a confirmation code after 5 of ${BURST} simultaneous guesses from ${where}; the right code sent last is refused`, async () => {
      const email = `confirm-burst@example.org`;
      await http.post('/public/signup', { username: email, password: PASSWORD });
      const code = await mailedCode(t.mails, email);
      const guesses = wrongCodes(code, BURST - 1).map((wrong, i) =>
        http.post('/public/confirm', { username: email, code: wrong }, from(spread, i)),
      );
      const right = http.post('/public/confirm', { username: email, code }, from(spread, BURST));
      const answers = await Promise.all([...guesses, right]);
      expect(tally(answers.map((a) => a.status))).toEqual({ 400: BURST });
      expect((await right).json().message).toBe(ACCOUNT_MESSAGES.badCode);
      const userId = await userIdOf(t, email);
      const codes = await t.db
        .selectFrom('codes')
        .select(['attempts', 'used'])
        .where('user_id', '=', userId)
        .execute();
      expect(codes.map((c) => [Number(c.attempts), Number(c.used)])).toEqual([[5, 1]]);
      const user = await t.db
        .selectFrom('users')
        .select('confirmed')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(Number(user.confirmed)).toBe(0);
    });

    it(`kills a reset code after 5 of ${BURST} simultaneous guesses from ${where}; the right code sent last is refused`, async () => {
      const email = 'reset-burst@example.org';
      await http.post('/public/signup', { username: email, password: PASSWORD });
      await http.post('/public/confirm', {
        username: email,
        code: await mailedCode(t.mails, email),
      });
      await http.post('/public/forgot-password', { username: email });
      const id = /id=(\d{6})/.exec((await waitForMail(t.mails, email, 2)).text)![1]!;
      const reset = (code: string, i: number) =>
        http.post(
          '/public/reset-password',
          {
            username: email,
            password: 'New-Password-123',
            confirm_password: 'New-Password-123',
            id: code,
          },
          from(spread, i),
        );
      const guesses = wrongCodes(id, BURST - 1).map(reset);
      const right = reset(id, BURST);
      const answers = await Promise.all([...guesses, right]);
      expect(tally(answers.map((a) => a.status))).toEqual({ 400: BURST });
      expect((await right).json().message).toBe(ACCOUNT_MESSAGES.badReset);
      const codes = await t.db
        .selectFrom('codes')
        .select(['attempts', 'used'])
        .where('user_id', '=', await userIdOf(t, email))
        .where('purpose', '=', 'reset')
        .execute();
      expect(codes.map((c) => [Number(c.attempts), Number(c.used)])).toEqual([[5, 1]]);
      const login = await http.post('/public/login', { username: email, password: PASSWORD });
      expect(login.status).toBe(200);
    });

    it(`checks at most 5 of ${BURST} simultaneous wrong passwords from ${where} before the back-off applies`, async () => {
      const email = 'login-burst@example.org';
      await http.post('/public/signup', { username: email, password: PASSWORD });
      await http.post('/public/confirm', {
        username: email,
        code: await mailedCode(t.mails, email),
      });
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          http.post(
            '/public/login',
            { username: email, password: `Wrong-Password-${i}` },
            from(spread, i),
          ),
        ),
      );
      expect(tally(answers.map((a) => a.status))).toEqual({ 400: 5, 429: BURST - 5 });
      const checked = await t.db
        .selectFrom('login_attempts')
        .select('success')
        .where('email', '=', email)
        .execute();
      expect(checked).toHaveLength(5);
      // The right password waits out the back-off like any other.
      const right = await http.post('/public/login', { username: email, password: PASSWORD });
      expect(right.status).toBe(429);
      expect(right.json().message).toMatch(/Please try again in \d+ seconds\./);
      now += 1_001;
      expect(
        (await http.post('/public/login', { username: email, password: PASSWORD })).status,
      ).toBe(200);
    });
  }

  it('lets the right code in when it arrives among the first five tries', async () => {
    const email = 'early-right@example.org';
    await http.post('/public/signup', { username: email, password: PASSWORD });
    const code = await mailedCode(t.mails, email);
    const [first, ...rest] = wrongCodes(code, 3);
    const answers = await Promise.all([
      http.post('/public/confirm', { username: email, code: first }),
      http.post('/public/confirm', { username: email, code }),
      ...rest.map((wrong) => http.post('/public/confirm', { username: email, code: wrong })),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });
});

describe.each(BACKENDS)('limits that fit schools on %s', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend, { limits: SCHOOL_LIMITS, envOverrides: PROXY });
  });
  afterEach(() => t.close());

  it('lets 30 applicants behind one school address each sign up, confirm and log in at once', async () => {
    const http = await httpClient(t.app, PUBLIC_URL);
    const school = { 'x-forwarded-for': '198.51.100.7' };
    const journeys = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const email = `student${i}@school.example.org`;
        const statuses = [
          (await http.post('/public/signup', { username: email, password: PASSWORD }, school))
            .status,
        ];
        const code = await mailedCode(t.mails, email);
        statuses.push(
          (await http.post('/public/confirm', { username: email, code }, school)).status,
          (await http.post('/public/login', { username: email, password: PASSWORD }, school))
            .status,
        );
        return statuses;
      }),
    );
    expect(journeys).toEqual(Array.from({ length: 30 }, () => [200, 200, 200]));
  });

  it('still stops one address past the coarse per-address backstop', async () => {
    const http = await httpClient(t.app, PUBLIC_URL);
    const one = { 'x-forwarded-for': '198.51.100.8' };
    const statuses: number[] = [];
    for (let round = 0; round < DEFAULT_LIMITS.publicPerMinute / 50 + 1; round++)
      statuses.push(
        ...(
          await Promise.all(
            Array.from({ length: 50 }, () =>
              http.post('/public/resend-confirm', { username: 'nobody@example.org' }, one),
            ),
          )
        ).map((a) => a.status),
      );
    expect(tally(statuses)).toEqual({ 200: DEFAULT_LIMITS.publicPerMinute, 429: 50 });
    const other = await http.post(
      '/public/resend-confirm',
      { username: 'nobody@example.org' },
      { 'x-forwarded-for': '198.51.100.9' },
    );
    expect(other.status).toBe(200);
  });
});

describe.each(BACKENDS)('limits shared by two server processes on %s', (backend) => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let now: number;
  beforeEach(async () => {
    now = Date.now();
    const limits = { publicPerMinute: 10, loginPerMinute: 1000 };
    t = await createTestApp(backend, { limits, now: () => now });
    // A second server on the same database, with a connection of its own.
    const database = createDatabase({
      databaseUrl: t.databaseUrl,
      dataDir: t.env.dataDir,
      ...(backend === 'postgres' ? { poolSize: 3 } : {}),
    });
    second = injectFromOwnPages(
      await buildApp({
        env: t.env,
        partner: await testPartner(),
        database,
        mailer: memoryMailer(),
        passwordCost: TEST_PASSWORD_COST,
        logger: false,
        migrate: false,
        limits,
        now: () => now,
      }),
    );
    second.addHook('onClose', async () => database.destroy());
  });
  afterEach(async () => {
    await second.close();
    await t.close();
  });

  it('counts one address across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const app = i % 2 ? second : t.app;
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/public/resend-confirm',
            payload: { username: 'x@example.org' },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });

  it('applies the login back-off earned on one process on the other', async () => {
    const login = (app: typeof second, password: string) =>
      app.inject({
        method: 'POST',
        url: '/public/login',
        payload: { username: 'shared@example.org', password },
      });
    for (let i = 0; i < 5; i++)
      expect((await login(t.app, 'Wrong-Password-1')).statusCode).toBe(400);
    expect((await login(second, PASSWORD)).statusCode).toBe(429);
    expect(contextOf(second).limits.loginFailuresBeforeBackoff).toBe(5);
  });
});
