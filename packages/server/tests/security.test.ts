import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  PASSWORD,
  PUBLIC_URL,
  createTestApp,
  signUpAndLogIn,
  testPartner,
  type TestApp,
} from './helpers/test-app.ts';

describe.each(BACKENDS)('security headers and request checks on %s', (backend) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { limits: { bodyLimitBytes: 64 * 1024 } });
    cookie = await signUpAndLogIn(t, 'sec@example.org');
  });
  afterAll(() => t.close());

  it('sends a CSP without unsafe script sources, object-src none and frame-ancestors none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('sends the same headers on refusals and unknown paths', async () => {
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { origin: 'https://evil.example' },
      payload: { answers: {} },
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    for (const response of [refused, missing]) {
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses a state-changing request from another origin (403) and accepts PUBLIC_URL', async () => {
    const payload = { answers: { first_name: 'Ada' } };
    const evil = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie, origin: 'https://evil.example' },
      payload,
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toMatch(/another site/);
    const crossSite = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
    const login = await t.app.inject({
      method: 'POST',
      url: '/public/login',
      headers: { origin: 'null' },
      payload: { username: 'a@b.co', password: 'x' },
    });
    expect(login.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie, origin: PUBLIC_URL },
      payload,
    });
    expect(same.statusCode).toBe(200);
  });

  // ASVS 5.0 V3.5.1: a state-changing request must prove it comes from the application's pages.
  it('refuses a state-changing request that proves no origin of its own: no Origin, a Referer only, same-site, null', async () => {
    const saved = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json()
        .answer.preferred_name;
    const before = await saved();
    const refused: Record<string, string | undefined>[] = [
      { origin: undefined },
      { origin: undefined, referer: `${PUBLIC_URL}/about` },
      { origin: undefined, 'sec-fetch-site': 'same-site' },
      { origin: undefined, 'sec-fetch-site': 'none' },
      { origin: 'null' },
      { origin: `${PUBLIC_URL}.evil.example` },
      { origin: PUBLIC_URL, 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of refused) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/answer',
        headers: { cookie, ...headers },
        payload: { answers: { preferred_name: 'Mallory' } },
      });
      expect([headers, response.statusCode, response.json().message]).toEqual([
        headers,
        403,
        'This request came from another site and was refused.',
      ]);
    }
    expect(await saved()).toBe(before);
    const sameOrigin = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie, origin: undefined, 'sec-fetch-site': 'same-origin' },
      payload: { answers: { preferred_name: 'Ada' } },
    });
    expect(sameOrigin.statusCode).toBe(200);
    expect(await saved()).toBe('Ada');
  });

  it('refuses a cross-site logout and accepts a same-origin one', async () => {
    const other = await signUpAndLogIn(t, 'logout-csrf@example.org');
    const cross = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: other, 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.statusCode).toBe(403);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: other },
    });
    expect(profile.statusCode).toBe(200);
    const same = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: other, 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.cookies.map((c) => c.value)).toEqual(['', '']);
  });

  it('answers a logout without a session with 200 (nothing to revoke)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an oversized body with 413 and a message', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ answers: { first_name: 'x'.repeat(100 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.' });
  });

  it('refuses an answer longer than the partner character limit', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: { answers: { first_name: 'x'.repeat(7001) } },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"answers":',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });
});

describe('rate limits on public routes', () => {
  it('answers 429 with a message once a public route is over its limit', async () => {
    const t = await createTestApp('sqlite', { limits: { publicPerMinute: 2 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (
            await t.app.inject({
              method: 'POST',
              url: '/public/forgot-password',
              payload: { username: 'x@example.org' },
            })
          ).statusCode,
        );
      expect(statuses).toEqual([200, 200, 429]);
      const last = await t.app.inject({
        method: 'POST',
        url: '/public/forgot-password',
        payload: { username: 'x@example.org' },
      });
      expect(last.json().message).toMatch(/Too many requests/);
    } finally {
      await t.close();
    }
  });
});

describe('cookies over https', () => {
  it('marks every cookie (session, marker, language) Secure when PUBLIC_URL is https', async () => {
    const https = await createTestApp('sqlite', {
      envOverrides: { publicUrl: 'https://apply.example.edu' },
    });
    try {
      const cookie = await signUpAndLogIn(https, 'secure@example.org');
      expect(cookie).toContain('admit_session=');
      const login = await https.app.inject({
        method: 'POST',
        url: '/public/login',
        headers: { origin: 'https://apply.example.edu' },
        payload: { username: 'secure@example.org', password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      expect(login.cookies).toHaveLength(3);
      expect(login.cookies.every((c) => c.secure)).toBe(true);
    } finally {
      await https.close();
    }
  });
});

describe('the web app', () => {
  it('serves index.html for client routes and keeps API 404s as JSON', async () => {
    const root = mkdtempSync(join(tmpdir(), 'admit-web-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Admit</title>');
    writeFileSync(join(root, 'app.js'), 'console.log(1);');
    const t = await createTestApp('sqlite', { envOverrides: { webRoot: root } });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/education?token=x' });
      expect(page.statusCode).toBe(200);
      // Titled with the partner's application title in the page's language (English here).
      const { applicationTitle } = (await testPartner()).config.partner;
      expect(page.body).toContain(`<title>${applicationTitle}</title>`);
      expect(page.headers['content-security-policy']).toContain("object-src 'none'");
      const asset = await t.app.inject({ method: 'GET', url: '/app.js' });
      expect(asset.body).toBe('console.log(1);');
      expect(asset.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      for (const url of ['/api/unknown', '/healthz/x', '/storage/x', '/assets/gone.js']) {
        const api = await t.app.inject({ method: 'GET', url });
        expect([url, api.statusCode]).toEqual([url, 404]);
        expect(api.json()).toEqual({ message: 'Not found.' });
      }
    } finally {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
