import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ES from '../../../../partner-config/translations/es.json' with { type: 'json' };
import { documentsClient } from '../helpers/documents-client.ts';
import { dropJobSchema } from '../helpers/job-schema.ts';
import { pageTexts } from '../helpers/pdf-text.ts';
import { addStaff, staffLogin } from '../helpers/staff-accounts.ts';
import {
  BACKENDS,
  PASSWORD,
  cookieHeader,
  createTestApp,
  mailedCode,
  userIdOf,
  type TestApp,
} from '../helpers/test-app.ts';

/*
 * The server answers each applicant in their language (the bundled partner: English, its default,
 * and Spanish): validation messages, the applicant's own PDF, staff's view on demand. What is
 * stored (keys, values, the `<key>_desc` staff read) does not depend on it.
 */

const es = ES as Record<string, string>;
/** A birth date that makes the applicant 5 years old: the birth_date rule's third check fails. */
const TOO_YOUNG = `${new Date().getUTCFullYear() - 5}-06-15`;

describe.each(BACKENDS)('the server in the applicant’s language on %s', (backend) => {
  let t: TestApp;
  let spanish: string;
  let english: string;
  let spanishId: string;
  let reader: string;

  /** Signs up (its browser asking for `acceptLanguage`), confirms and logs in: the session cookie. */
  async function applicant(email: string, acceptLanguage: string): Promise<string> {
    const headers = { 'accept-language': acceptLanguage };
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    expect((await post('/public/signup', { username: email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    const code = await mailedCode(t.mails, email);
    expect((await post('/public/confirm', { username: email, code })).statusCode).toBe(200);
    const login = await post('/public/login', { username: email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    return cookieHeader(login);
  }

  const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(backend);
    spanish = await applicant('sofia@example.org', 'es-MX,es;q=0.9');
    english = await applicant('sam@example.org', 'en-US,en;q=0.9');
    spanishId = await userIdOf(t, 'sofia@example.org');
    await addStaff(t, 'reader@example.edu', 'reader');
    reader = await staffLogin(t, 'reader@example.edu');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await dropJobSchema(t);
  });

  /** The message submit gives for `key`, with `answers` saved first. */
  async function submitMessage(cookie: string, key: string, answers: object) {
    expect((await call(cookie, 'PUT', '/api/answer', { answers })).statusCode).toBe(200);
    const submit = await call(cookie, 'POST', '/api/submit');
    expect(submit.statusCode).toBe(422);
    const { problems } = submit.json() as { problems: { key: string; message: string }[] };
    return problems.find((p) => p.key === key)?.message;
  }

  it('tells a Spanish applicant what is wrong in Spanish, and an English one in English', async () => {
    const answers = { birth_date: TOO_YOUNG };
    expect(await submitMessage(spanish, 'birth_date', answers)).toBe(
      es['pages/about.json#/sections/personal/children/birth_date/checks/2/message'],
    );
    expect(await submitMessage(english, 'birth_date', answers)).toBe(
      'You must be 13 years or older to apply.',
    );
  });

  it('says an answer is too long in the applicant’s language, the engine’s own message included', async () => {
    const tooLong = async (cookie: string) => {
      const answer = await call(cookie, 'PUT', '/api/answer', {
        answers: { first_name: 'x'.repeat(500) },
      });
      expect(answer.statusCode).toBe(400);
      return (answer.json() as { errors: Record<string, string> }).errors.first_name;
    };
    const label = es['pages/about.json#/sections/personal/children/first_name/label'];
    expect(await tooLong(spanish)).toMatch(
      new RegExp(`^${label} debe tener como máximo \\d+ caracteres\\.$`),
    );
    expect(await tooLong(english)).toMatch(/^First Name must be at most \d+ characters\.$/);
  });

  it('keeps the select’s display text in the default language whatever language chose it', async () => {
    const stored = async () => {
      const profile = await call(spanish, 'GET', '/api/profile');
      return (profile.json() as { answer: Record<string, unknown> }).answer;
    };
    // As the Spanish page sends it: the value with the label the applicant read.
    const femenino = es['options/genders.json#/F/label'];
    await call(spanish, 'PUT', '/api/answer', { answers: { gender: 'F', gender_desc: femenino } });
    expect(await stored()).toMatchObject({ gender: 'F', gender_desc: 'Female' });
    // A write carrying only the label is matched by it.
    const masculino = es['options/genders.json#/M/label'];
    await call(spanish, 'PUT', '/api/answer', { answers: { gender_desc: masculino } });
    expect(await stored()).toMatchObject({ gender_desc: 'Male' });
    await call(spanish, 'PUT', '/api/answer', { answers: { gender: 'M', gender_desc: masculino } });
  });

  it('makes the applicant’s own PDF in their language, and staff’s in the default', async () => {
    const docs = documentsClient(t, spanish);
    const ready = await docs.applicationPdf();
    expect(ready.status).toBe('COMPLETED');
    const own = (await pageTexts((await call(spanish, 'GET', ready.url)).rawPayload)).join(' ');
    expect(own).toContain(es['pages/about.json#/title']);
    expect(own).toContain(es['pages/about.json#/sections/personal/children/gender/label']);
    expect(own).toContain(es['options/genders.json#/M/label']);
    expect(own).toContain(es['partner.json#/applicationTitle']);
    expect(own).not.toContain('About You');

    const staff = await call(reader, 'GET', `/api/staff/applications/${spanishId}/pdf`);
    expect(staff.statusCode).toBe(200);
    const text = (await pageTexts(staff.rawPayload)).join(' ');
    expect(text).toContain('About You');
    expect(text).toContain('Gender');
    expect(text).toContain('Male');
    expect(text).not.toContain(es['pages/about.json#/title']);
  }, 60_000);

  it('opens the applicant’s own view and PDF in their language on staff’s demand', async () => {
    const pdf = await call(
      reader,
      'GET',
      `/api/staff/applications/${spanishId}/pdf?language=applicant`,
    );
    expect(pdf.statusCode).toBe(200);
    const text = (await pageTexts(pdf.rawPayload)).join(' ');
    expect(text).toContain(es['pages/about.json#/title']);
    expect(text).toContain(es['options/genders.json#/M/label']);

    const view = (query: string) =>
      call(reader, 'GET', `/api/staff/applications/${spanishId}${query}`);
    const titles = async (query: string) =>
      ((await view(query)).json() as { print: { title: string }[] }).print.map((p) => p.title);
    expect(await titles('?language=applicant')).toContain(es['pages/about.json#/title']);
    expect(await titles('?language=es')).toContain(es['pages/about.json#/title']);
    expect(await titles('')).toContain('About You');
    // The answers as stored, whatever the language shown.
    const answer = ((await view('?language=applicant')).json() as { answer: object }).answer;
    expect(answer).toMatchObject({ gender: 'M', gender_desc: 'Male' });
  });

  it('refuses a language it does not offer with a clear 400, never a 5xx', async () => {
    for (const query of [
      'language=fr',
      'language=%3Cscript%3E',
      `language=${'x'.repeat(500)}`,
      'language=applicant&language=es',
      'language=',
      'language=..%2F..%2Fetc',
    ])
      for (const path of ['', '/pdf']) {
        const answer = await call(
          reader,
          'GET',
          `/api/staff/applications/${spanishId}${path}?${query}`,
        );
        expect([query, answer.statusCode]).toEqual([query, 400]);
        expect((answer.json() as { message: string }).message).toBeTruthy();
      }
    const fr = await call(reader, 'GET', `/api/staff/applications/${spanishId}?language=fr`);
    expect((fr.json() as { message: string }).message).toBe(
      'The language must be "applicant" or one the application is offered in: en, es.',
    );
  });
});
