import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { describe, expect, it } from 'vitest';
import { makeDocx } from '../helpers/document-fixtures.ts';
import { startRoundRobinProxy } from '../helpers/round-robin-proxy.ts';
import { spawnServer, type ServerProcess } from '../helpers/server-process.ts';
import { plainMail, startSmtp } from '../helpers/smtp-server.ts';
import { PARTNER_DIR, PASSWORD, VALID_APPLICATION, isolatedDatabase } from '../helpers/test-app.ts';

const BUCKET = 'admit-two-processes';
const DOCUMENT_KEY = 'md_veteran_doc';
const RATE_LIMIT = 40;

/**
 * Two server processes on one PostgreSQL database and one S3-compatible server (s3rver: the real S3
 * HTTP API, browser POST uploads included), behind a round-robin load balancer: an applicant's
 * journey from sign-up to submit alternates between them, and one of them is killed on the way.
 */
describe('two server processes behind a load balancer', () => {
  it(
    'share sessions, limits, back-off, jobs and storage, and lose nothing when one is killed',
    { timeout: 180_000 },
    async () => {
      const database = await isolatedDatabase('postgres');
      const s3Dir = mkdtempSync(join(tmpdir(), 'admit-s3rver-'));
      const s3 = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: s3Dir,
        configureBuckets: [{ name: BUCKET, configs: [] }],
      });
      const { port: s3Port } = await s3.run();
      const smtp = await startSmtp();
      const servers: (ServerProcess & { address?: string })[] = [];
      const addresses: string[] = [];
      const proxy = await startRoundRobinProxy(() => addresses);
      const env = (name: string) => ({
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATA_DIR: join(s3Dir, `data-${name}`),
        DATABASE_URL: database.schemaUrl,
        STORAGE_URL: `s3://${BUCKET}`,
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
        AWS_REGION: 'us-east-1',
        SMTP_URL: smtp.url,
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: proxy.url,
        TRUST_PROXY: '127.0.0.1',
        RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
        PARTNER_CONFIG: PARTNER_DIR,
        SECRET: 'shared-by-every-process',
        // Room for LibreOffice's start on a loaded 2-core machine (over 10 s seen).
        JOB_LEASE_SECONDS: '40',
        CONVERSION_TIMEOUT_SECONDS: '30',
      });
      const start = async (index: number) => {
        const server = spawnServer(env(String(index)));
        servers[index] = server;
        addresses[index] = await server.listening;
      };
      try {
        await start(0);
        await start(1);
        const call = async (method: string, path: string, body?: unknown, cookie = '') => {
          const response = await fetch(`${proxy.url}${path}`, {
            method,
            headers: {
              origin: proxy.url,
              ...(cookie ? { cookie } : {}),
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            ...(body ? { body: JSON.stringify(body) } : {}),
          });
          const text = await response.text();
          return {
            status: response.status,
            text,
            headers: response.headers,
            json: () => JSON.parse(text),
          };
        };
        const mailTo = async (to: string, count: number) => {
          for (let i = 0; i < 400; i++) {
            const mails = smtp.received.filter((mail) => mail.to === to);
            if (mails.length >= count) return plainMail(mails[count - 1]!.raw);
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
          throw new Error(`no mail ${count} to ${to}`);
        };

        // Sign up on one process, confirm and log in on the other.
        const email = 'two-processes@example.org';
        expect(
          (await call('POST', '/public/signup', { username: email, password: PASSWORD })).status,
        ).toBe(200);
        const code = /confirmation code is (\d{6})/.exec(await mailTo(email, 1))![1]!;
        expect((await call('POST', '/public/confirm', { username: email, code })).status).toBe(200);
        const login = await call('POST', '/public/login', { username: email, password: PASSWORD });
        expect(login.status).toBe(200);
        const cookie = login.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');

        // The session works on both processes; answers saved in turns on each.
        const entries = Object.entries(VALID_APPLICATION);
        const chunk = Math.ceil(entries.length / 6);
        for (let i = 0; i < entries.length; i += chunk) {
          const saved = await call(
            'PUT',
            '/api/answer',
            { answers: Object.fromEntries(entries.slice(i, i + chunk)) },
            cookie,
          );
          expect(saved.status, saved.text).toBe(200);
        }

        // A document: the form comes from one process, the file goes straight to S3 (a browser's
        // POST), and the first process is killed before the upload is handed in.
        const presigned = await call(
          'POST',
          '/api/presigned-url',
          { answer_key: DOCUMENT_KEY },
          cookie,
        );
        expect(presigned.status).toBe(200);
        const form = presigned.json() as { url: string; fields: Record<string, string> };
        expect(new URL(form.url).port).toBe(String(s3Port));
        const body = new FormData();
        for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
        body.append(
          'file',
          new Blob([new Uint8Array(await makeDocx('Two processes'))]),
          'orders.docx',
        );
        expect((await fetch(form.url, { method: 'POST', body })).status).toBe(204);
        servers[0]!.child.kill('SIGKILL');
        addresses.splice(0, 1, addresses[1]!); // the load balancer takes it out
        const handedIn = await call(
          'POST',
          `/api/pdf/document-answer/${DOCUMENT_KEY}`,
          { file_key: form.fields.key, file_name: 'orders.docx' },
          cookie,
        );
        expect(handedIn.status, handedIn.text).toBe(200);
        let status = '';
        for (let i = 0; i < 1200 && status !== 'COMPLETED'; i++) {
          status = (
            await call('GET', `/api/pdf/document-answer/${DOCUMENT_KEY}`, undefined, cookie)
          ).json().status;
          expect(status).not.toBe('FAILED');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        // Converted on the second process: the first was dead from before the hand-in.

        // The killed process comes back; the journey goes on across both.
        await start(0);
        const profile = (await call('GET', '/api/profile', undefined, cookie)).json() as {
          answer: Record<string, unknown>;
          document_answer: Record<string, unknown>;
        };
        expect(profile.answer).toMatchObject(VALID_APPLICATION);
        expect(profile.document_answer[DOCUMENT_KEY]).toMatchObject({ file_name: 'orders.docx' });
        let pdf = { status: '', url: '' };
        for (let i = 0; i < 1200 && pdf.status !== 'COMPLETED'; i++) {
          pdf = (await call('GET', '/api/pdf', undefined, cookie)).json();
          expect(pdf.status).not.toBe('FAILED');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const downloads = await Promise.all(
          [0, 1].map(async () =>
            (await fetch(`${proxy.url}${pdf.url}`, { headers: { cookie } })).arrayBuffer(),
          ),
        );
        for (const bytes of downloads)
          expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
        expect((await call('POST', '/api/submit', undefined, cookie)).status).toBe(200);
        expect(
          (await call('PUT', '/api/answer', { answers: { city: 'Elsewhere' } }, cookie)).status,
        ).toBe(409);
        await mailTo(email, 2);

        // Login back-off earned on both processes applies on both.
        for (let i = 0; i < 5; i++)
          expect(
            (
              await call('POST', '/public/login', {
                username: email,
                password: `Wrong-${i}-Password`,
              })
            ).status,
          ).toBe(400);
        const blocked = await call('POST', '/public/login', {
          username: email,
          password: PASSWORD,
        });
        expect(blocked.status).toBe(429);

        // One address's requests are counted across both processes (in one clock minute: the
        // counters' windows are aligned to the minute).
        const left = 60_000 - (Date.now() % 60_000);
        if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
        const statuses: number[] = [];
        for (let i = 0; i < RATE_LIMIT + 2; i++)
          statuses.push(
            (await call('POST', '/public/resend-confirm', { username: 'nobody@example.org' }))
              .status,
          );
        expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT);
        expect(statuses.slice(-2)).toEqual([429, 429]);
        // Both processes answered their share (the restarted one on its new port too).
        expect(Object.keys(proxy.served).length).toBeGreaterThanOrEqual(2);
        for (const address of addresses) expect(proxy.served[address]).toBeGreaterThan(0);
      } finally {
        for (const server of servers) await server?.stop();
        await proxy.close();
        await smtp.close();
        await s3.close();
        await database.drop();
        rmSync(s3Dir, { recursive: true, force: true });
      }
    },
  );
});
