import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../helpers/hostile-requests.ts';
import { signServiceToken } from '../../src/crypto/service-token.ts';
import {
  BACKENDS,
  createTestApp,
  signUpAndLogIn,
  userIdOf,
  type TestApp,
} from '../helpers/test-app.ts';
import { addStaff, auditRows, staffLogin } from '../helpers/staff-accounts.ts';

const ADDRESS = '198.51.100.23';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Query strings that must each be a 400, never a 5xx nor a silent default. */
const BAD_QUERIES = [
  'page=-1',
  'page=abc',
  'page=1e3',
  'page=123456',
  'page_size=7',
  'page_size=1000',
  'sort=password_hash',
  'sort=users.id;drop%20table%20users',
  'sort=name',
  'order=up',
  'status=bogus',
  'submitted_from=2026-02-30',
  'saved_to=yesterday',
  'saved_from=2026-01-01T25:00Z',
  'submitted_to=2026-13-01',
  `q=${'x'.repeat(101)}`,
  'unknown=1',
  'q=a&q=b',
  'page=1&page=2',
  'status[]=submitted',
  'q=%00',
];

describe.each(BACKENDS)('staff reads and their audit on %s', (backend) => {
  let t: TestApp;
  let reader: string;
  let admin: string;
  let applicantId: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { envOverrides: { trustProxy: '127.0.0.1' } });
    await addStaff(t, 'reader@example.edu', 'reader');
    await addStaff(t, 'admin@example.edu', 'admin');
    reader = await staffLogin(t, 'reader@example.edu');
    admin = await staffLogin(t, 'admin@example.edu');
    const applicant = await signUpAndLogIn(t, 'read-me@example.org');
    await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie: applicant },
      payload: { answers: { first_name: 'Rosa', last_name: 'Parks' } },
    });
    applicantId = await userIdOf(t, 'read-me@example.org');
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-forwarded-for': ADDRESS, ...(cookie ? { cookie } : {}) },
    });

  /** The audit rows a request added. */
  const auditOf = async (request: () => Promise<unknown>) => {
    const before = (await auditRows(t)).length;
    await request();
    return (await auditRows(t)).slice(before);
  };

  it("opens an application as the service token's view shows it, and audits who, what, when and from where", async () => {
    let status = 0;
    let body: unknown;
    const rows = await auditOf(async () => {
      const answer = await get(`/api/staff/applications/${applicantId}`, reader);
      status = answer.statusCode;
      body = answer.json();
    });
    expect(status).toBe(200);
    const token = signServiceToken(t.env.secret, applicantId);
    const service = await get(`/service/tmp-pdf?service_token=${token}`);
    expect(body).toEqual(service.json());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_kind: 'staff',
      actor: 'reader@example.edu',
      action: 'read-application',
      user_id: applicantId,
    });
    expect(JSON.parse(rows[0]!.detail)).toMatchObject({ ip: ADDRESS, status: 200 });
  });

  const refusals: [string, string, () => string | undefined, number, string][] = [
    ['no session', '/api/staff/applications', () => undefined, 401, 'list-applications-refused'],
    [
      'no session',
      `/api/staff/applications/${UNKNOWN_ID}`,
      () => undefined,
      401,
      'read-application-refused',
    ],
    [
      'an unknown id',
      `/api/staff/applications/${UNKNOWN_ID}`,
      () => reader,
      404,
      'read-application-refused',
    ],
    [
      'a malformed id',
      '/api/staff/applications/..%2F..%2Fetc',
      () => reader,
      400,
      'read-application-refused',
    ],
    [
      'a bad query',
      '/api/staff/applications?sort=password_hash',
      () => reader,
      400,
      'list-applications-refused',
    ],
    ["a reader's role", '/api/staff/audit', () => reader, 403, 'read-audit-log-refused'],
  ];
  for (const [why, url, cookie, status, action] of refusals)
    it(`audits a read refused for ${why} (${status}) as one row`, async () => {
      let answered = 0;
      const rows = await auditOf(async () => {
        answered = (await get(url, cookie())).statusCode;
      });
      expect(answered).toBe(status);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.action).toBe(action);
      expect(rows[0]!.actor).toBe(cookie() ? 'reader@example.edu' : '');
      expect(rows[0]!.actor_kind).toBe(cookie() ? 'staff' : 'anonymous');
      expect(rows[0]!.user_id).toBe(url.includes(UNKNOWN_ID) ? UNKNOWN_ID : '');
      expect(JSON.parse(rows[0]!.detail)).toMatchObject({ ip: ADDRESS, status });
    });

  it('answers every bad list or audit query with a 400, and audits each', async () => {
    const random = seededRandom(19);
    const junk = Array.from({ length: 20 }, () =>
      encodeURIComponent(
        String.fromCharCode(
          ...Array.from({ length: 1 + Math.floor(random() * 12) }, () =>
            Math.floor(random() * 0x2fff),
          ),
        ),
      ),
    );
    const queries = [
      ...BAD_QUERIES,
      ...junk.map((j) => `page=${j}`),
      ...junk.map((j) => `saved_from=${j}`),
      ...junk.map((j) => `sort=${j}`),
    ];
    for (const query of queries) {
      for (const path of ['/api/staff/applications', '/api/staff/audit']) {
        if (path.endsWith('audit') && /^(sort|order|status|submitted|saved|q)/.test(query))
          continue;
        const rows = await auditOf(async () => {
          const answer = await get(`${path}?${query}`, admin);
          expect(answer.statusCode, `${path}?${query}: ${answer.body}`).toBe(400);
        });
        expect(rows.map((row) => row.action)).toEqual([
          path.endsWith('audit') ? 'read-audit-log-refused' : 'list-applications-refused',
        ]);
      }
    }
    // Hostile search text is text: an answer, never an error.
    for (const q of ["' or 1=1 --", '%%', '\\', '"', 'ü'.repeat(100), '; drop table users']) {
      const answer = await get(`/api/staff/applications?q=${encodeURIComponent(q)}`, reader);
      expect(answer.statusCode, `${JSON.stringify(q)}: ${answer.body}`).toBe(200);
    }
  });

  it('lets an admin read the audit log, filtered by actor, action and date, newest first', async () => {
    await get('/api/staff/applications', reader);
    await get(`/api/staff/applications/${applicantId}`, reader);
    const all = await get('/api/staff/audit?page_size=100', admin);
    expect(all.statusCode).toBe(200);
    const body = all.json<{
      rows: { at: string; actor: string; action: string; address: string }[];
      total: number;
    }>();
    expect(body.total).toBe((await auditRows(t)).length - 1);
    const times = body.rows.map((row) => row.at);
    expect(times).toEqual([...times].sort().reverse());
    const mine = await get(
      '/api/staff/audit?actor=reader%40example.edu&action=read-application&page_size=100',
      admin,
    );
    const rows = mine.json<{
      rows: { actor: string; action: string; application_id: string; address: string }[];
    }>().rows;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows)
      expect(row).toMatchObject({
        actor: 'reader@example.edu',
        action: 'read-application',
        application_id: applicantId,
        address: ADDRESS,
      });
    const future = await get('/api/staff/audit?from=2999-01-01', admin);
    expect(future.json()).toMatchObject({ rows: [], total: 0 });
    const past = await get('/api/staff/audit?to=2000-01-01', admin);
    expect(past.json()).toMatchObject({ rows: [], total: 0 });
  });

  it('keeps the audit log append-only: the database refuses to change or remove a row', async () => {
    await expect(
      t.db.updateTable('audit_log').set({ actor: 'someone else' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });
});
