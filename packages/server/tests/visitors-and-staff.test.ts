import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app.ts';
import { sha256 } from '../src/crypto/crypto.ts';
import { signServiceToken } from '../src/crypto/service-token.ts';
import {
  BACKENDS,
  PASSWORD,
  cookieHeader,
  createTestApp,
  signUpAndLogIn,
  type TestApp,
  userIdOf,
} from './helpers/test-app.ts';

describe.each(BACKENDS)('visitors on %s', (backend) => {
  let t: TestApp;
  let now: number;
  beforeEach(async () => {
    now = Date.now();
    t = await createTestApp(backend, { now: () => now });
  });
  afterEach(() => t.close());

  const saveTmp = async (answers: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/public/tmp',
      payload: { answers },
    });
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };

  it('keeps a visitor answer set under a random token and returns it', async () => {
    const token = await saveTmp({ first_name: 'Vera', legal_agree: true });
    expect(token.length).toBeGreaterThanOrEqual(32);
    const response = await t.app.inject({ method: 'GET', url: `/public/tmp?token=${token}` });
    expect(response.json()).toEqual({ answer: { first_name: 'Vera', legal_agree: true } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('forgets a visitor answer set after 7 days', async () => {
    const token = await saveTmp({ first_name: 'Vera' });
    now += 7 * 24 * 60 * 60 * 1000 + 1;
    expect(
      (await t.app.inject({ method: 'GET', url: `/public/tmp?token=${token}` })).statusCode,
    ).toBe(404);
  });

  it('rejects unknown keys in a visitor answer set', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/public/tmp',
      payload: { answers: { bogus: 'x' } },
    });
    expect(response.statusCode).toBe(400);
  });

  it('moves the answers into the account at sign-up', async () => {
    const token = await saveTmp({ first_name: 'Vera' });
    const cookie = await signUpAndLogIn(t, 'vera@example.org', token);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json().answer).toEqual({ first_name: 'Vera' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/public/tmp?token=${token}` })).statusCode,
    ).toBe(404);
  });

  it('moves the answers into the account at login', async () => {
    await signUpAndLogIn(t, 'walt@example.org');
    const token = await saveTmp({ last_name: 'Whitman' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: 'walt@example.org', password: PASSWORD, token },
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: cookieHeader(login) },
    });
    expect(profile.json().answer).toEqual({ last_name: 'Whitman' });
  });

  it('moving answers in at login is a versioned write: a device that read before cannot overwrite them', async () => {
    const phone = await signUpAndLogIn(t, 'wanda@example.org');
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: phone },
    });
    const token = await saveTmp({ last_name: 'Whitman' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: 'wanda@example.org', password: PASSWORD, token },
    });
    expect(login.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie: phone, 'if-match': seen.headers.etag as string },
      payload: { answers: { last_name: 'Wolf' } },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current.answers).toEqual({ last_name: 'Whitman' });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: phone },
    });
    expect(profile.json().answer).toEqual({ last_name: 'Whitman' });
    expect(profile.headers.etag).not.toBe(seen.headers.etag);
  });

  it('does not move answers into an existing account at sign-up', async () => {
    const cookie = await signUpAndLogIn(t, 'owner@example.org');
    const token = await saveTmp({ first_name: 'Intruder' });
    await t.app.inject({
      method: 'POST',
      url: '/public/signup',
      payload: { username: 'owner@example.org', password: PASSWORD, token },
    });
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json().answer).toEqual({});
  });
});

describe.each(BACKENDS)('staff service tokens on %s', (backend) => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  beforeEach(async () => {
    t = await createTestApp(backend);
    cookie = await signUpAndLogIn(t, 'applicant@example.org');
    await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: { answers: { first_name: 'Ada' } },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/add-another',
      headers: { cookie },
      payload: { button_id: 'parents', num_components: 2 },
    });
    userId = await userIdOf(t, 'applicant@example.org');
  });
  afterEach(() => t.close());

  it('reads one application read-only and writes an audit entry', async () => {
    const token = signServiceToken(t.env.secret, userId);
    const response = await t.app.inject({
      method: 'GET',
      url: `/service/tmp-pdf?service_token=${token}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      answer: { first_name: 'Ada' },
      add_another: { parents: 2 },
      document_answer: {},
      tabs: {},
      config_version: contextOf(t.app).partner.hash,
      submitted: false,
      print: expect.any(Array),
      retired_answers: {},
    });
    const audit = await t.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'read-application', user_id: userId });
    expect(audit[0]!.actor).not.toContain(token);
  });

  // ASVS 5.0 V16.3.1 / V16.3.2: every attempt to read an application is logged, refused ones too.
  it('refuses an expired, tampered or foreign-signed token (401) and audits each refusal', async () => {
    const expired = signServiceToken(t.env.secret, userId, Date.now() - 25 * 60 * 60 * 1000);
    const foreign = signServiceToken('another-secret', userId);
    const good = signServiceToken(t.env.secret, userId);
    const [v, payload, sig] = good.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ sub: 'someone-else', exp: Date.now() + 1e6, scope: 'read' }),
    ).toString('base64url');
    const refused: [string, string, string][] = [
      [expired, 'expired', userId],
      [foreign, 'bad-signature', ''],
      [`${v}.${otherPayload}.${sig}`, 'bad-signature', ''],
      [`${v}.${payload}`, 'malformed', ''],
      ['garbage', 'malformed', ''],
    ];
    const started = Date.now();
    const responses = await Promise.all(
      refused.map(([token], i) =>
        t.app.inject({
          method: 'GET',
          url: `/service/tmp-pdf?service_token=${encodeURIComponent(token)}`,
          remoteAddress: `192.0.2.${i + 1}`,
        }),
      ),
    );
    for (const response of responses) expect(response.statusCode).toBe(401);
    const audit = await t.db.selectFrom('audit_log').selectAll().orderBy('detail').execute();
    expect(audit).toHaveLength(refused.length);
    const expected = refused.map(([token, reason, subject], i) => ({
      action: 'read-application-refused',
      user_id: subject,
      actor: `service-token:${sha256(token).slice(0, 16)}`,
      detail: { ip: `192.0.2.${i + 1}`, route: '/service/tmp-pdf', reason },
    }));
    expect(
      audit
        .map((row) => ({
          action: row.action,
          user_id: row.user_id,
          actor: row.actor,
          detail: JSON.parse(row.detail) as object,
        }))
        .sort((a, b) => JSON.stringify(a.detail).localeCompare(JSON.stringify(b.detail))),
    ).toEqual(
      expected.sort((a, b) => JSON.stringify(a.detail).localeCompare(JSON.stringify(b.detail))),
    );
    for (const row of audit) {
      expect(Number(row.at)).toBeGreaterThanOrEqual(started);
      expect(row.actor).not.toContain('garbage');
    }
  });

  // ASVS 5.0 V16.3.1: a read refused before its token is even checked is logged as well.
  it('audits reads refused before the token is checked: none, too long, hostile characters', async () => {
    const long = 'x'.repeat(2_000);
    const refused: [string, string, string][] = [
      ['', 'service-token:none', 'missing'],
      [`?service_token=${long}`, `service-token:${sha256(long).slice(0, 16)}`, 'malformed'],
      ['?service_token=a%00b', `service-token:${sha256('a\u0000b').slice(0, 16)}`, 'malformed'],
    ];
    for (const [query, actor, reason] of refused) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/service/tmp-pdf${query}`,
        remoteAddress: '192.0.2.9',
      });
      expect([query.slice(0, 30), response.statusCode]).toEqual([query.slice(0, 30), 400]);
      const [row] = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('actor', '=', actor)
        .execute();
      expect(row).toMatchObject({ action: 'read-application-refused', user_id: '' });
      expect(JSON.parse(row!.detail)).toEqual({
        ip: '192.0.2.9',
        route: '/service/tmp-pdf',
        reason,
      });
    }
    expect(await t.db.selectFrom('audit_log').selectAll().execute()).toHaveLength(refused.length);
  });

  it('refuses any write that carries a service token (403)', async () => {
    const token = signServiceToken(t.env.secret, userId);
    const writes = [
      {
        method: 'PUT' as const,
        url: `/api/answer?service_token=${token}`,
        payload: { answers: { first_name: 'Eve' } },
      },
      { method: 'POST' as const, url: '/api/submit', headers: { 'x-service-token': token } },
      {
        method: 'POST' as const,
        url: `/public/tmp?service_token=${token}`,
        payload: { answers: {} },
      },
      {
        method: 'PUT' as const,
        url: `/api/answer?service_token=${token}`,
        payload: { answers: { first_name: 'Eve' } },
        headers: { cookie },
      },
    ];
    for (const write of writes) expect((await t.app.inject(write)).statusCode).toBe(403);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json().answer).toEqual({ first_name: 'Ada' });
  });
});
