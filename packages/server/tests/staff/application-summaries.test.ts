import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../../src/app.ts';
import { useStaffNameKeys } from '../../src/store/staff-name-keys.ts';
import { httpClient } from '../helpers/http-client.ts';
import { seedApplicants } from '../helpers/seed-applicants.ts';
import { addStaff, staffLogin } from '../helpers/staff-accounts.ts';
import {
  BACKENDS,
  cookieHeader,
  createTestApp,
  PASSWORD,
  PUBLIC_URL,
  signUpAndLogIn,
  testPartner,
  userIdOf,
  VALID_APPLICATION,
  type TestApp,
} from '../helpers/test-app.ts';

/**
 * The staff list reads `application_summaries`, which the database's triggers keep: after every
 * kind of write the row must equal what the application's own tables say.
 */
describe.each(BACKENDS)('the application summaries on %s', (backend) => {
  let t: TestApp;
  let staff: string;
  beforeEach(async () => {
    const partner = await testPartner();
    // middle_name names the applicant and is sealed here: it must never become searchable.
    t = await createTestApp(backend, {
      partner: { ...partner, sensitiveKeys: new Set([...partner.sensitiveKeys, 'middle_name']) },
    });
    await addStaff(t, 'reader@example.edu', 'reader');
    staff = await staffLogin(t, 'reader@example.edu');
  });
  afterEach(() => t.close());

  const summaryOf = (id: string) =>
    t.db
      .selectFrom('application_summaries')
      .select(['email', 'search_text', 'status_count', 'created_at', 'saved_at', 'submitted_at'])
      .where('user_id', '=', id)
      .executeTakeFirst();

  /** The summary row as the application's own tables make it (names: the plain name answers). */
  async function expectedOf(id: string) {
    const user = await t.db
      .selectFrom('users')
      .select(['email', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const statuses = await t.db
      .selectFrom('web_status')
      .select('web_status')
      .where('user_id', '=', id)
      .execute();
    const saved = await t.db
      .selectFrom('applications')
      .select('saved_at')
      .where('user_id', '=', id)
      .executeTakeFirst();
    const submitted = await t.db
      .selectFrom('submissions')
      .select('submitted_at')
      .where('user_id', '=', id)
      .executeTakeFirst();
    const names = await t.db
      .selectFrom('answers')
      .select('value')
      .where('user_id', '=', id)
      .where('key', 'in', ['first_name', 'last_name'])
      .execute();
    return {
      email: user.email,
      words: [user.email, ...names.map((n) => n.value)].map((w) => w.toLowerCase()).sort(),
      status_count: statuses.length,
      created_at: Number(user.created_at),
      saved_at: saved?.saved_at == null ? null : Number(saved.saved_at),
      submitted_at: submitted ? Number(submitted.submitted_at) : null,
    };
  }

  /**
   * The summary equals the recomputation (its search text: e-mail and name answers, any order;
   * SQLite's lower() folds ASCII only, its trigram index folds the rest).
   */
  async function expectSummaryRight(id: string) {
    const row = await summaryOf(id);
    expect(row).toBeDefined();
    const expected = await expectedOf(id);
    const { words, ...fields } = expected;
    expect({
      email: row!.email,
      status_count: Number(row!.status_count),
      created_at: Number(row!.created_at),
      saved_at: row!.saved_at === null ? null : Number(row!.saved_at),
      submitted_at: row!.submitted_at === null ? null : Number(row!.submitted_at),
    }).toEqual(fields);
    expect(row!.search_text.toLowerCase().split(' ').sort()).toEqual(words);
    return row!;
  }

  const search = async (query: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/staff/applications',
      query,
      headers: { cookie: staff },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ rows: { id: string; web_status: string }[]; total: number }>();
  };
  const found = async (q: string) => (await search({ q })).rows.map((row) => row.id);

  const call = (cookie: string, method: 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });

  it('follows sign-up, name saves, clearing, web statuses and submission', async () => {
    const cookie = await signUpAndLogIn(t, 'summary.person@example.org');
    const id = await userIdOf(t, 'summary.person@example.org');
    expect((await expectSummaryRight(id)).saved_at).toBeNull();
    expect(await found('summary.person')).toEqual([id]);

    expect(
      (await call(cookie, 'PUT', '/api/answer', { answers: { first_name: 'Émilie' } })).statusCode,
    ).toBe(200);
    expect((await expectSummaryRight(id)).saved_at).not.toBeNull();
    expect(await found('émilie')).toEqual([id]);
    expect(await found('mili')).toEqual([id]);

    await call(cookie, 'PUT', '/api/answer', { answers: { last_name: 'Quist-Ward' } });
    await expectSummaryRight(id);
    expect(await found('émilie quist-ward')).toEqual([id]);

    await call(cookie, 'PUT', '/api/answer', { answers: { first_name: '' } });
    await expectSummaryRight(id);
    expect(await found('émilie')).toEqual([]);
    expect(await found('quist')).toEqual([id]);

    // An answer that names no one changes the saved time only.
    await call(cookie, 'PUT', '/api/answer', { answers: { city: 'Quistown' } });
    await expectSummaryRight(id);
    expect(await found('quistown')).toEqual([]);

    await call(cookie, 'POST', '/api/web-status', { web_status: 'started' });
    expect((await expectSummaryRight(id)).status_count).toBe(1);
    expect((await search({ status: 'started' })).rows.map((row) => row.id)).toEqual([id]);

    await call(cookie, 'PUT', '/api/answer', { answers: VALID_APPLICATION });
    expect((await call(cookie, 'POST', '/api/submit')).statusCode).toBe(200);
    const submitted = await expectSummaryRight(id);
    expect(submitted.status_count).toBe(3);
    expect(submitted.submitted_at).not.toBeNull();
    expect(await found('ada lovelace')).toEqual([id]);
    expect((await search({ status: 'submitted' })).rows.map((row) => row.id)).toEqual([id]);
  });

  it('never makes a sealed name answer searchable', async () => {
    const cookie = await signUpAndLogIn(t, 'sealed@example.org');
    const id = await userIdOf(t, 'sealed@example.org');
    await call(cookie, 'PUT', '/api/answer', {
      answers: { first_name: 'Open', middle_name: 'Hiddenname', last_name: 'Visible' },
    });
    const stored = await t.db
      .selectFrom('answers')
      .select('value')
      .where('user_id', '=', id)
      .where('key', '=', 'middle_name')
      .executeTakeFirstOrThrow();
    expect(stored.value.startsWith('enc:')).toBe(true);
    expect(contextOf(t.app).codec.decode(stored.value)).toBe('Hiddenname');
    const row = await expectSummaryRight(id);
    expect(row.search_text).not.toContain('enc:');
    expect(row.search_text).not.toContain('hiddenname');
    expect(await found('hiddenname')).toEqual([]);
    expect(await found('open visible')).toEqual([id]);
  });

  it("takes a visitor's answers on at sign-up", async () => {
    const tmp = await t.app.inject({
      method: 'POST',
      url: '/public/tmp',
      payload: { answers: { first_name: 'Visitorina' } },
    });
    await signUpAndLogIn(t, 'visitor@example.org', tmp.json().token as string);
    const id = await userIdOf(t, 'visitor@example.org');
    await expectSummaryRight(id);
    expect(await found('visitorina')).toEqual([id]);
  });

  it('rebuilds the search text when the name keys change, and goes with a deleted account', async () => {
    const [gone, kept] = [
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ];
    await seedApplicants(t, [
      { id: gone, email: 'gone@example.org', createdAt: 1, answers: { last_name: 'Goner' } },
      { id: kept, email: 'kept@example.org', createdAt: 2, answers: { last_name: 'Keeper' } },
    ]);
    await expectSummaryRight(kept);
    await useStaffNameKeys(t.database, ['first_name']);
    expect(await found('keeper')).toEqual([]);
    await useStaffNameKeys(t.database, ['first_name', 'last_name']);
    expect(await found('keeper')).toEqual([kept]);
    await expectSummaryRight(kept);
    await t.db.deleteFrom('answers').where('user_id', '=', gone).execute();
    await t.db.deleteFrom('users').where('id', '=', gone).execute();
    expect(await summaryOf(gone)).toBeUndefined();
    expect(await found('goner')).toEqual([]);
    expect((await search({})).rows.map((row) => row.id)).toEqual([kept]);
  });

  it('finds a term that matches many applications as it finds a rare one (SQLite: by index walk)', async () => {
    const base = Date.UTC(2026, 0, 1);
    await seedApplicants(
      t,
      Array.from({ length: 1100 }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        email: `bulk${i}@many.example`,
        createdAt: base + i,
        savedAt: i % 3 ? base + ((i * 7) % 1100) : null,
        answers: { last_name: i % 100 ? 'Common' : 'Rarename' },
      })),
      500,
    );
    const many = await search({ q: 'many.example common', sort: 'saved_at', page_size: '100' });
    expect(many.total).toBe(1089);
    const seen = new Set<string>();
    for (let page = 0; page < 11; page++) {
      const answer = await search({
        q: 'many.example common',
        sort: 'saved_at',
        page_size: '100',
        page: String(page),
      });
      for (const row of answer.rows) seen.add(row.id);
    }
    expect(seen.size).toBe(1089);
    const rare = await search({ q: 'rarename many', sort: 'email', order: 'asc' });
    expect(rare.total).toBe(11);
    expect(rare.rows).toHaveLength(11);
  });

  it('stays right under concurrent saves of name answers from two devices over HTTP', async () => {
    const phone = await signUpAndLogIn(t, 'two-devices@example.org');
    const login = await t.app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: 'two-devices@example.org', password: PASSWORD },
    });
    const laptop = cookieHeader(login);
    const id = await userIdOf(t, 'two-devices@example.org');
    const http = await httpClient(t.app, PUBLIC_URL);
    for (let round = 0; round < 15; round++) {
      const answers = await Promise.all([
        http.request(
          'PUT',
          '/api/answer',
          { answers: { first_name: `Phone${round}` } },
          { cookie: phone },
        ),
        http.request(
          'PUT',
          '/api/answer',
          { answers: { last_name: `Laptop${round}` } },
          { cookie: laptop },
        ),
        http.request(
          'POST',
          '/api/web-status',
          { web_status: round % 2 ? 'started' : 'validating' },
          { cookie: laptop },
        ),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      await expectSummaryRight(id);
    }
    expect(await found('phone14 laptop14')).toEqual([id]);
    expect(await found('phone13')).toEqual([]);
  });
});
