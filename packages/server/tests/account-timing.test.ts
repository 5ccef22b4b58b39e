import { describe, expect, it } from 'vitest';
import { contextOf } from '../src/app.ts';
import { newId } from '../src/crypto/crypto.ts';
import { httpClient, median, type HttpAnswer } from './helpers/http-client.ts';
import { startSmtp } from './helpers/smtp-server.ts';
import { BACKENDS, PASSWORD, PUBLIC_URL, createTestApp, jobsSettled } from './helpers/test-app.ts';

/**
 * No account enumeration by timing (ASVS 5.0 V6.3.8): sign-up, login, resend and forgot-password
 * take as long whether or not the e-mail has an account. The mail server here holds every message
 * 150 ms, as a distant one does: were a mail sent on the request path, the answers about existing
 * accounts would be that much slower.
 */
const ROUNDS = 15;
const SMTP_DELAY_MS = 150;
/** Far below the mail server's delay, far above what a database write costs. */
const NOISE_MS = 30;

describe.each(BACKENDS)('answers that do not tell whether an account exists on %s', (backend) => {
  it(
    'answers with the same status, body and, within noise, time for existing and unknown e-mails',
    { timeout: 120_000 },
    async () => {
      const smtp = await startSmtp({ delayMs: SMTP_DELAY_MS });
      const t = await createTestApp(backend, {
        mailer: undefined,
        envOverrides: { smtpUrl: smtp.url },
      });
      try {
        const ctx = contextOf(t.app);
        const hash = await ctx.passwords.hash(PASSWORD);
        const account = async (email: string, confirmed: boolean) =>
          ctx.db
            .insertInto('users')
            .values({
              id: newId(),
              email,
              password_hash: hash,
              confirmed: confirmed ? 1 : 0,
              last_page: '',
              created_at: Date.now(),
            })
            .execute();
        await account('confirmed@example.org', true);
        await account('waiting@example.org', false);
        // One account per login round: wrong passwords for one would start its back-off.
        for (let i = 0; i < ROUNDS; i++) await account(`login${i}@example.org`, true);

        const http = await httpClient(t.app, PUBLIC_URL);
        const cases: [string, (i: number) => object, (i: number) => object][] = [
          [
            '/public/signup',
            () => ({ username: 'confirmed@example.org', password: PASSWORD }),
            (i) => ({ username: `new${i}@example.org`, password: PASSWORD }),
          ],
          [
            '/public/login',
            (i) => ({ username: `login${i}@example.org`, password: 'Wrong-Password-1' }),
            (i) => ({ username: `nobody${i}@example.org`, password: 'Wrong-Password-1' }),
          ],
          [
            '/public/resend-confirm',
            () => ({ username: 'waiting@example.org' }),
            (i) => ({ username: `nobody${i}@example.org` }),
          ],
          [
            '/public/forgot-password',
            () => ({ username: 'confirmed@example.org' }),
            (i) => ({ username: `nobody${i}@example.org` }),
          ],
        ];
        const report: string[] = [];
        for (const [url, known, unknown] of cases) {
          const existing: HttpAnswer[] = [];
          const missing: HttpAnswer[] = [];
          // Interleaved, the order swapped every round: load on the machine hits both alike.
          for (let i = 0; i < ROUNDS; i++) {
            const pair = async (first: boolean) =>
              first
                ? existing.push(await http.post(url, known(i)))
                : missing.push(await http.post(url, unknown(i)));
            await pair(i % 2 === 0);
            await pair(i % 2 !== 0);
          }
          for (let i = 0; i < ROUNDS; i++)
            expect([url, existing[i]!.status, existing[i]!.body]).toEqual([
              url,
              missing[i]!.status,
              missing[i]!.body,
            ]);
          const a = median(existing.map((r) => r.ms));
          const b = median(missing.map((r) => r.ms));
          report.push(`${url}: existing ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`);
          expect(Math.abs(a - b), report.at(-1)).toBeLessThan(NOISE_MS);
        }
        console.log(`[${backend}] median answer times: ${report.join('; ')}`);
        // The mails still went out, after the answers.
        await jobsSettled(t.app);
        expect(smtp.received.some((m) => m.to === 'waiting@example.org')).toBe(true);
        expect(smtp.received.some((m) => m.to === 'confirmed@example.org')).toBe(true);
      } finally {
        await t.close();
        await smtp.close();
      }
    },
  );
});
