import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  VALID_APPLICATION,
  createTestApp,
  jobsSettled,
  signUpAndLogIn,
  userIdOf,
  type TestApp,
} from './helpers/test-app.ts';
import { SERVER_OWNED } from '../src/routes/check-answers.ts';

describe.each(BACKENDS)('application state routes on %s', (backend) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(backend);
    cookie = await signUpAndLogIn(t, 'applicant@example.org');
  });
  afterEach(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  const profile = async (as = cookie) => (await call('GET', '/api/profile', undefined, as)).json();

  it('starts with an empty profile', async () => {
    const body = await profile();
    expect(body).toEqual({
      answer: {},
      document_answer: {},
      username: 'applicant@example.org',
      last_page: '',
      successful_login: [{ login_at: expect.any(String) }],
      web_status: [],
    });
  });

  it('refuses every application route without a session (401)', async () => {
    const routes: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/profile'],
      ['POST', '/api/web-status', { web_status: 'started' }],
      ['PUT', '/api/last-page', { last_page: '/about' }],
      ['PUT', '/api/answer', { answers: { first_name: 'X' } }],
      ['GET', '/api/add-another'],
      ['PUT', '/api/add-another', { button_id: 'parents', num_components: 2 }],
      ['GET', '/api/tabs'],
      ['PUT', '/api/tabs', { tab_id: 'ward_proof', chosen_tab: 'essay' }],
      ['POST', '/api/validations', { page: 'about', problems: [] }],
      ['POST', '/api/submit'],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call(method, url, payload, 'admit_session=forged');
      expect([url, response.statusCode]).toEqual([url, 401]);
    }
  });

  it('records web statuses idempotently', async () => {
    expect((await call('POST', '/api/web-status', { web_status: 'started' })).statusCode).toBe(200);
    expect((await call('POST', '/api/web-status', { web_status: 'started' })).statusCode).toBe(200);
    expect((await profile()).web_status).toEqual([{ web_status: 'started' }]);
  });

  it('refuses an unknown web status (400) and submitted before a submit (409)', async () => {
    expect((await call('POST', '/api/web-status', { web_status: 'done' })).statusCode).toBe(400);
    expect((await call('POST', '/api/web-status', { web_status: 'submitted' })).statusCode).toBe(
      409,
    );
  });

  it('saves the last page', async () => {
    expect((await call('PUT', '/api/last-page', { last_page: '/education' })).statusCode).toBe(200);
    expect((await profile()).last_page).toBe('/education');
  });

  it('merges answers, clears with "", and encrypts sensitive answers at rest', async () => {
    const first = await call('PUT', '/api/answer', {
      answers: {
        first_name: 'Ada',
        gender: 'F',
        gender_desc: 'Female',
        legal_agree: true,
        alien_registration_number: 'A12345678',
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Your answers have been saved.' });
    await call('PUT', '/api/answer', { answers: { last_name: 'Lovelace', gender: '' } });
    expect((await profile()).answer).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      gender_desc: 'Female',
      legal_agree: true,
      alien_registration_number: 'A12345678',
    });
    const stored = await t.db
      .selectFrom('answers')
      .select('value')
      .where('key', '=', 'alien_registration_number')
      .executeTakeFirstOrThrow();
    expect(stored.value).not.toContain('A12345678');
    expect(stored.value.startsWith('enc:')).toBe(true);
  });

  it('rejects unknown keys and wrong types with a clear message and writes nothing', async () => {
    const unknown = await call('PUT', '/api/answer', {
      answers: { first_name: 'Ada', favourite_colour: 'blue' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown answer keys: favourite_colour.');
    const wrongType = await call('PUT', '/api/answer', {
      answers: { first_name: 'Ada', legal_agree: 'yes' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain('legal_agree (expected boolean)');
    const number = await call('PUT', '/api/answer', { answers: { first_name: 7 } });
    expect(number.statusCode).toBe(400);
    const notAnObject = await call('PUT', '/api/answer', { answers: ['first_name'] });
    expect(notAnObject.statusCode).toBe(400);
    expect((await profile()).answer).toEqual({});
  });

  // ASVS 5.0 V2.2.1 / V2.2.2: the server applies the form's own rules to every write.
  it("refuses text longer than its field allows, with the field's message, and writes nothing", async () => {
    const cases: [string, number, string][] = [
      ['first_name', 45, 'First Name must be at most 45 characters.'],
      [
        'suspended_comment',
        1500,
        'Please explain what happened and when, and what you have learned from it. must be at most 1500 characters.',
      ],
      [
        'support_service_text',
        500,
        'Which benefit will you use, and which document shows that you are eligible? must be at most 500 characters.',
      ],
    ];
    for (const [key, max, message] of cases) {
      const fits = await call('PUT', '/api/answer', { answers: { [key]: 'x'.repeat(max) } });
      expect([key, fits.statusCode]).toEqual([key, 200]);
      const tooLong = await call('PUT', '/api/answer', {
        answers: { middle_name: 'Q', [key]: 'y'.repeat(max + 1) },
      });
      expect([key, tooLong.statusCode, tooLong.json().message]).toEqual([key, 400, message]);
      expect(tooLong.json().errors).toEqual({ [key]: message });
      const { answer } = await profile();
      expect(answer[key]).toBe('x'.repeat(max));
      expect(answer.middle_name).toBeUndefined();
    }
    // Characters are counted as the browser's validator counts them: 45 emoji fit a name.
    expect(
      (await call('PUT', '/api/answer', { answers: { first_name: '😀'.repeat(45) } })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', '/api/answer', { answers: { first_name: '😀'.repeat(46) } })).statusCode,
    ).toBe(400);
  });

  it("leaves a file question's answer to the server: a written value is refused, and only a converted document answers it", async () => {
    const written = await call('PUT', '/api/answer', {
      answers: { first_name: 'Ada', md_veteran_doc: 'ANSWERED' },
    });
    expect(written.statusCode).toBe(400);
    expect(written.json().message).toBe(SERVER_OWNED);
    expect(written.json().serverOwned).toEqual(['md_veteran_doc']);
    expect((await profile()).answer).toEqual({});
    // A value stored by an older version of the server does not count either.
    await t.db
      .insertInto('answers')
      .values({
        user_id: await userIdOf(t, 'applicant@example.org'),
        key: 'md_veteran_doc',
        value: '"ANSWERED"',
        updated_at: Date.now(),
      })
      .execute();
    expect((await profile()).answer.md_veteran_doc).toBeUndefined();
    // Clearing it is no write at all (a document goes with DELETE /api/document-answer/<key>).
    expect(
      (await call('PUT', '/api/answer', { answers: { md_veteran_doc: '', first_name: 'Ada' } }))
        .statusCode,
    ).toBe(200);
    expect((await profile()).answer).toEqual({ first_name: 'Ada' });
  });

  it("applies the same rules to a visitor's answers", async () => {
    const long = await t.app.inject({
      method: 'POST',
      url: '/public/tmp',
      payload: { answers: { first_name: 'z'.repeat(46) } },
    });
    expect([long.statusCode, long.json().message]).toEqual([
      400,
      'First Name must be at most 45 characters.',
    ]);
    const file = await t.app.inject({
      method: 'POST',
      url: '/public/tmp',
      payload: { answers: { md_veteran_doc: 'ANSWERED' } },
    });
    expect(file.statusCode).toBe(400);
    expect(await t.db.selectFrom('visitor_answers').selectAll().execute()).toEqual([]);
  });

  it('accepts a _desc companion only for selects and radios', async () => {
    expect(
      (await call('PUT', '/api/answer', { answers: { first_name_desc: 'x' } })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/answer', { answers: { state_desc: 'Maryland' } })).statusCode,
    ).toBe(200);
  });

  it('saves add-another counts within the maximum', async () => {
    expect((await call('GET', '/api/add-another')).json()).toEqual({});
    expect(
      (await call('PUT', '/api/add-another', { button_id: 'parents', num_components: 2 }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/add-another')).json()).toEqual({ parents: 2 });
    expect(
      (await call('PUT', '/api/add-another', { button_id: 'parents', num_components: 3 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/add-another', { button_id: 'nope', num_components: 1 })).statusCode,
    ).toBe(400);
  });

  it("saves tab choices and clears the leaving tab's answers", async () => {
    await call('PUT', '/api/answer', { answers: { ward_essay: 'My essay' } });
    expect(
      (await call('PUT', '/api/tabs', { tab_id: 'ward_proof', chosen_tab: 'essay' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/tabs')).json()).toEqual({ ward_proof: 'essay' });
    expect((await profile()).answer).toEqual({ ward_essay: 'My essay' });
    await call('PUT', '/api/tabs', { tab_id: 'ward_proof', chosen_tab: 'upload' });
    expect((await profile()).answer).toEqual({});
    expect(
      (await call('PUT', '/api/tabs', { tab_id: 'ward_proof', chosen_tab: 'video' })).statusCode,
    ).toBe(400);
  });

  it('stores validation problems per page', async () => {
    const problems = [{ key: 'first_name', pageId: 'about', message: 'Enter First Name' }];
    expect((await call('POST', '/api/validations', { page: 'about', problems })).statusCode).toBe(
      200,
    );
    await call('POST', '/api/validations', { page: 'about', problems: [] });
    await call('POST', '/api/validations', { page: 'education', problems });
    const rows = await t.db
      .selectFrom('validations')
      .select(['page', 'problems'])
      .orderBy('page')
      .execute();
    expect(rows).toEqual([
      { page: 'about', problems: '[]' },
      { page: 'education', problems: JSON.stringify(problems) },
    ]);
  });

  it('answers 422 with the problems and changes nothing when the application is incomplete', async () => {
    await call('PUT', '/api/answer', { answers: { first_name: 'Ada' } });
    const response = await call('POST', '/api/submit');
    expect(response.statusCode).toBe(422);
    expect(response.json().problems).toContainEqual({
      key: 'last_name',
      pageId: 'about',
      message: 'Enter Last Name',
    });
    expect((await profile()).web_status).toEqual([]);
    expect((await call('PUT', '/api/answer', { answers: { last_name: 'L' } })).statusCode).toBe(
      200,
    );
  });

  it('submits a complete application once, mails a confirmation and freezes the answers', async () => {
    await call('PUT', '/api/answer', { answers: VALID_APPLICATION });
    const response = await call('POST', '/api/submit');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your application was successfully submitted.' });
    expect((await call('POST', '/api/submit')).statusCode).toBe(200);
    await jobsSettled(t.app);
    const mails = t.mails.filter((m) => m.subject.includes('submitted'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Chesapeake State University');
    expect(
      (await profile()).web_status.map((e: { web_status: string }) => e.web_status).sort(),
    ).toEqual(['started', 'submitted', 'validating']);
    expect((await call('POST', '/api/web-status', { web_status: 'submitted' })).statusCode).toBe(
      200,
    );
    const frozen = await call('PUT', '/api/answer', { answers: { first_name: 'Eve' } });
    expect(frozen.statusCode).toBe(409);
    expect(
      (await call('PUT', '/api/add-another', { button_id: 'parents', num_components: 2 }))
        .statusCode,
    ).toBe(409);
    expect((await profile()).answer.first_name).toBe('Ada');
  });

  it('keeps two applicants apart: one can never read or change the other (IDOR)', async () => {
    const other = await signUpAndLogIn(t, 'other@example.org');
    await call('PUT', '/api/answer', { answers: { first_name: 'Ada' } });
    await call('PUT', '/api/answer', { answers: { first_name: 'Eve', user_id: 'x' } }, other);
    await call('PUT', '/api/answer', { answers: { last_name: 'Mallory' } }, other);
    await call('PUT', '/api/tabs', { tab_id: 'ward_proof', chosen_tab: 'essay' }, other);
    expect((await profile()).answer).toEqual({ first_name: 'Ada' });
    expect((await profile(other)).answer).toEqual({ last_name: 'Mallory' });
    expect((await call('GET', '/api/tabs')).json()).toEqual({});
    expect((await profile(other)).username).toBe('other@example.org');
  });

  it('marks personal data no-store', async () => {
    const response = await call('GET', '/api/profile');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('runs on the expected database', async () => {
    const result = await sql<{
      v: string;
    }>`select ${backend === 'sqlite' ? sql`sqlite_version()` : sql`version()`} as v`.execute(t.db);
    expect(result.rows[0]!.v).toBeTruthy();
  });
});
