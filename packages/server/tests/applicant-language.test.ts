import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient, type HttpAnswer } from './helpers/http-client.ts';
import {
  BACKENDS,
  PASSWORD,
  PUBLIC_URL,
  createTestApp,
  mailedCode,
  type TestApp,
} from './helpers/test-app.ts';
import ES_TRANSLATIONS from '../../../partner-config/translations/es.json' with { type: 'json' };
import PARTNER_JSON from '../../../partner-config/partner.json' with { type: 'json' };

/*
 * The applicant's language on the server, over real HTTP: every page is index.html in the
 * request's language (?lang=, the account, the cookie, Accept-Language, the partner's default),
 * `?lang=` keeps a choice, and the account keeps it across devices. The bundled partner offers
 * English (its default) and Spanish.
 */

const LANGUAGE_COOKIE = 'CognitoIdentityServiceProvider.language';
const SPANISH = 'es-MX,es;q=0.9,en;q=0.5';
const EN_CHUNK = '/assets/partner-en-abc.js';
const ES_CHUNKS = ['/assets/partner-es-def.js', '/assets/es.generated-xyz.js'];

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Admit</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

/** A built web app: index.html, one asset, and the build's languages.json. */
function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'admit-web-languages-'));
  writeFileSync(join(root, 'index.html'), INDEX_HTML);
  writeFileSync(join(root, 'app.js'), 'console.log(1);');
  writeFileSync(
    join(root, 'languages.json'),
    JSON.stringify({
      default: 'en',
      languages: { en: { preload: [EN_CHUNK] }, es: { preload: ES_CHUNKS } },
    }),
  );
  return root;
}

/** The `lang` of the page's html element. */
const pageLanguage = (page: HttpAnswer): string | undefined =>
  /<html[^>]*\slang="([^"]*)"/.exec(page.body)?.[1];

/** The Set-Cookie headers of an answer. */
const setCookies = (answer: HttpAnswer): string[] => {
  const header = answer.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

/** `name=value` pairs of an answer's Set-Cookie headers, for the next request's Cookie header. */
const cookiesOf = (answer: HttpAnswer): string =>
  setCookies(answer)
    .map((line) => line.split(';', 1)[0]!)
    .join('; ');

describe.each(BACKENDS)('the applicant’s language on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let http: Awaited<ReturnType<typeof httpClient>>;
  const page = (path: string, headers: Record<string, string> = {}) =>
    http.request('GET', path, undefined, headers);

  /** Signs up and confirms over HTTP, carrying `headers` (a cookie, Accept-Language). */
  async function signUp(email: string, headers: Record<string, string> = {}) {
    const signup = await http.post(
      '/public/signup',
      { username: email, password: PASSWORD },
      headers,
    );
    expect(signup.status).toBe(200);
    const code = await mailedCode(t.mails, email);
    const confirm = await http.post('/public/confirm', { username: email, code });
    expect(confirm.status).toBe(200);
  }

  const logIn = (email: string, headers: Record<string, string> = {}) =>
    http.post('/public/login', { username: email, password: PASSWORD }, headers);

  const accountLanguage = async (email: string) =>
    (
      await t.db
        .selectFrom('users')
        .select('language')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).language;

  beforeAll(async () => {
    root = webRoot();
    t = await createTestApp(backend, { envOverrides: { webRoot: root } });
    http = await httpClient(t.app, PUBLIC_URL);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('shows a first visit in the language its browser asks for, with that language’s chunks', async () => {
    const answer = await page('/', { 'accept-language': SPANISH });
    expect(answer.status).toBe(200);
    expect(pageLanguage(answer)).toBe('es');
    for (const chunk of ES_CHUNKS)
      expect(answer.body).toContain(`<link rel="modulepreload" crossorigin href="${chunk}">`);
    expect(answer.body).not.toContain(EN_CHUNK);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('shows English to a browser asking for English, or for nothing', async () => {
    for (const headers of [{ 'accept-language': 'en' }, {}] as Record<string, string>[]) {
      const answer = await page('/education', headers);
      expect(answer.status).toBe(200);
      expect(pageLanguage(answer)).toBe('en');
      expect(answer.body).toContain(`<link rel="modulepreload" crossorigin href="${EN_CHUNK}">`);
      expect(answer.body).not.toContain(ES_CHUNKS[0]);
    }
  });

  it('titles the page with the partner’s application title in the page’s language', async () => {
    expect((await page('/', { 'accept-language': SPANISH })).body).toContain(
      `<title>${ES_TRANSLATIONS['partner.json#/applicationTitle']}</title>`,
    );
    expect((await page('/', { 'accept-language': 'en' })).body).toContain(
      `<title>${PARTNER_JSON.applicationTitle}</title>`,
    );
  });

  it('renders index.html itself and every client route the same way', async () => {
    for (const path of ['/', '/index.html', '/education', '/a/b/c?x=1'])
      expect(pageLanguage(await page(path, { 'accept-language': 'es' }))).toBe('es');
  });

  it('keeps the headers of every page and asks no shared cache to keep one', async () => {
    const answer = await page('/', { 'accept-language': 'es' });
    expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers.vary).toBe('Cookie, Accept-Language');
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    const again = await page('/', {
      'accept-language': 'es',
      'if-none-match': String(answer.headers.etag),
    });
    expect(again.status).toBe(304);
    const english = await page('/', {
      'accept-language': 'en',
      'if-none-match': String(answer.headers.etag),
    });
    expect(english.status).toBe(200);
    expect(pageLanguage(english)).toBe('en');
  });

  it('serves the built files as they are and keeps server paths JSON 404s', async () => {
    const asset = await page('/app.js', { 'accept-language': 'es' });
    expect(asset.body).toBe('console.log(1);');
    for (const path of ['/api/unknown?lang=es', '/assets/gone.js', '/api/staff/x?lang=es']) {
      const answer = await page(path, { 'accept-language': 'es' });
      expect([path, answer.status]).toEqual([path, 404]);
      expect(setCookies(answer)).toEqual([]);
    }
  });

  it('keeps a ?lang= choice in a cookie for a year and goes back to the page without it', async () => {
    const choice = await page('/education?x=1&lang=es', { 'accept-language': 'en' });
    expect(choice.status).toBe(303);
    expect(choice.headers.location).toBe('/education?x=1');
    const [cookie] = setCookies(choice);
    expect(cookie).toMatch(new RegExp(`^${LANGUAGE_COOKIE}=es;`));
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const after = await page('/education?x=1', {
      cookie: cookiesOf(choice),
      'accept-language': 'en',
    });
    expect(pageLanguage(after)).toBe('es');
    expect(after.body).toContain(ES_CHUNKS[1]);
  });

  it('keeps a logged-in applicant’s choice with the account, for a login on another device', async () => {
    const email = `choice-${backend}@example.org`;
    await signUp(email, { 'accept-language': 'en' });
    expect(await accountLanguage(email)).toBe('en');
    const session = cookiesOf(await logIn(email, { 'accept-language': 'en' }));
    const choice = await page('/personal?lang=es', { cookie: session });
    expect(choice.status).toBe(303);
    expect(choice.headers.location).toBe('/personal');
    expect(await accountLanguage(email)).toBe('es');

    // Another device: no cookie, a browser asking for English.
    const login = await logIn(email, { 'accept-language': 'en' });
    expect(login.status).toBe(200);
    expect(login.json()).toEqual({ message: 'You are logged in.', language: 'es' });
    const next = await page('/personal', {
      cookie: cookiesOf(login),
      'accept-language': 'en',
    });
    expect(pageLanguage(next)).toBe('es');
    // The account's language is that of every page while logged in, whatever the cookie says.
    const session2 = cookiesOf(login).replace(`${LANGUAGE_COOKIE}=es`, `${LANGUAGE_COOKIE}=en`);
    expect(pageLanguage(await page('/personal', { cookie: session2 }))).toBe('es');
  });

  it('carries the visitor’s language to the account at sign-up', async () => {
    await signUp(`cookie-${backend}@example.org`, {
      cookie: `${LANGUAGE_COOKIE}=es`,
      'accept-language': 'en',
    });
    expect(await accountLanguage(`cookie-${backend}@example.org`)).toBe('es');
    await signUp(`browser-${backend}@example.org`, { 'accept-language': SPANISH });
    expect(await accountLanguage(`browser-${backend}@example.org`)).toBe('es');
  });

  it('does not change an existing account’s language by signing up with its address', async () => {
    const email = `taken-${backend}@example.org`;
    await signUp(email, { 'accept-language': 'en' });
    const again = await http.post(
      '/public/signup',
      { username: email, password: PASSWORD },
      { cookie: `${LANGUAGE_COOKIE}=es` },
    );
    expect(again.status).toBe(200);
    expect(await accountLanguage(email)).toBe('en');
  });

  it('gives an account without a language the visitor’s at login', async () => {
    const email = `older-${backend}@example.org`;
    await signUp(email);
    await t.db.updateTable('users').set({ language: null }).where('email', '=', email).execute();
    const login = await logIn(email, { 'accept-language': SPANISH });
    expect(login.json()).toEqual({ message: 'You are logged in.', language: 'es' });
    expect(await accountLanguage(email)).toBe('es');
  });

  it('survives hostile language input without an error and changes nothing', async () => {
    const email = `hostile-${backend}@example.org`;
    await signUp(email, { 'accept-language': 'en' });
    const session = cookiesOf(await logIn(email, { 'accept-language': 'en' }));
    const longHeader = `${'x'.repeat(9_990)},es;q=0.9`;
    const manyEntries = Array.from({ length: 500 }, (_, i) => `zz-${i};q=0.5`).join(',') + ',es';
    const hostileHeaders: Record<string, string>[] = [
      { 'accept-language': longHeader },
      { 'accept-language': manyEntries },
      { 'accept-language': 'es;q=abc,;;;,*;q=-1,\u00e9s' },
      { cookie: `${LANGUAGE_COOKIE}=../../etc%00; ${session}` },
      { cookie: `${LANGUAGE_COOKIE}=${'e'.repeat(4000)}` },
    ];
    for (const headers of hostileHeaders) {
      const answer = await page('/education', headers);
      expect(answer.status).toBe(200);
      expect(pageLanguage(answer)).toBe('en');
      expect(setCookies(answer)).toEqual([]);
    }
    for (const query of [
      'lang=../../etc',
      'lang=es%00',
      'lang=xx',
      'lang=es&lang=en',
      'lang=',
      'lang',
      `lang=${'e'.repeat(5000)}`,
      'lang=%E0%A4%A',
      'lang=es%0D%0ASet-Cookie:%20x=1',
    ]) {
      const answer = await page(`/education?a=1&${query}`, { cookie: session });
      expect([query, answer.status]).toEqual([query, 303]);
      expect(answer.headers.location).toMatch(/^\/education\?a=1/);
      expect(setCookies(answer)).toEqual([]);
    }
    // Not a `lang` parameter at all: the page, as it was.
    const bracketed = await page('/education?lang[]=es', { cookie: session });
    expect([bracketed.status, pageLanguage(bracketed)]).toEqual([200, 'en']);
    expect(await accountLanguage(email)).toBe('en');
    const offSite = await page('//evil.example/x?lang=es');
    expect(offSite.status).toBe(303);
    expect(offSite.headers.location).toBe('/evil.example/x');
  });

  it('gives each of a burst of concurrent page loads its own language', async () => {
    const email = `burst-${backend}@example.org`;
    await signUp(email, { cookie: `${LANGUAGE_COOKIE}=es` });
    const spanishSession = cookiesOf(await logIn(email, { 'accept-language': 'en' }));
    const cases: { headers: Record<string, string>; expected: string }[] = [
      { headers: { 'accept-language': SPANISH }, expected: 'es' },
      { headers: { 'accept-language': 'en-GB' }, expected: 'en' },
      { headers: { cookie: `${LANGUAGE_COOKIE}=es`, 'accept-language': 'en' }, expected: 'es' },
      { headers: { cookie: `${LANGUAGE_COOKIE}=en`, 'accept-language': 'es' }, expected: 'en' },
      { headers: { cookie: spanishSession, 'accept-language': 'en' }, expected: 'es' },
      { headers: {}, expected: 'en' },
    ];
    const burst = Array.from({ length: 120 }, (_, i) => cases[i % cases.length]!);
    const answers = await Promise.all(burst.map(({ headers }, i) => page(`/page-${i}`, headers)));
    expect(answers.map((answer) => answer.status)).toEqual(burst.map(() => 200));
    expect(answers.map(pageLanguage)).toEqual(burst.map(({ expected }) => expected));
    for (const [i, answer] of answers.entries()) {
      const chunk = burst[i]!.expected === 'es' ? ES_CHUNKS[0]! : EN_CHUNK;
      expect(answer.body).toContain(chunk);
    }
  });
});
