import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../helpers/document-fixtures.ts';
import { startServer } from '../helpers/server-process.ts';
import { PASSWORD } from '../helpers/test-app.ts';

const run = promisify(execFile);
const DOCUMENT_KEY = 'md_veteran_doc';
const ROOT = new URL('../../../../', import.meta.url).pathname;

/**
 * The production form of the product: `npm run build`, then an install without development
 * packages (`npm ci --omit=dev`) runs the built JavaScript with no TypeScript tooling at all.
 */
describe('the production build', () => {
  it(
    'runs from dist/ on an install without development packages',
    { timeout: 300_000 },
    async () => {
      await run(process.execPath, [join(ROOT, 'scripts/build.ts')], { cwd: ROOT });
      const app = mkdtempSync(join(tmpdir(), 'admit-production-'));
      try {
        // What a deployment ships: the manifests, the lock file, the build and a partner folder.
        for (const file of ['package.json', 'package-lock.json'])
          cpSync(join(ROOT, file), join(app, file));
        for (const name of readdirSync(join(ROOT, 'packages'))) {
          mkdirSync(join(app, 'packages', name), { recursive: true });
          cpSync(
            join(ROOT, 'packages', name, 'package.json'),
            join(app, 'packages', name, 'package.json'),
          );
        }
        for (const dir of ['dist', 'partner-config'])
          cpSync(join(ROOT, dir), join(app, dir), { recursive: true });
        await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
          cwd: app,
          env: { ...process.env, npm_config_loglevel: 'error' },
        });
        for (const tool of ['typescript', 'tsx', 'vite', 'esbuild', 'vitest', 'node'])
          expect(existsSync(join(app, 'node_modules', tool)), tool).toBe(false);

        const env = {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          PORT: '0',
          HOST: '127.0.0.1',
          PUBLIC_URL: 'http://127.0.0.1',
          DATA_DIR: join(app, 'data'),
          PARTNER_CONFIG: join(app, 'partner-config'),
          WEB_ROOT: join(app, 'dist/web'),
        };
        const server = await startServer(env, 60_000, join(app, 'dist/server/main.js'));
        try {
          expect((await fetch(`${server.address}/healthz`)).status).toBe(200);
          const page = await fetch(`${server.address}/about`);
          expect(page.status).toBe(200);
          expect(await page.text()).toContain('<div id="root">');
          const signup = await fetch(`${server.address}/public/signup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: env.PUBLIC_URL },
            body: JSON.stringify({ username: 'built@example.org', password: PASSWORD }),
          });
          expect(signup.status).toBe(200);
          const outbox = join(env.DATA_DIR, 'outbox');
          // The mail leaves through the job queue: wait for the file itself, not just its folder.
          const mails = () => (existsSync(outbox) ? readdirSync(outbox) : []);
          for (let i = 0; i < 1200 && mails().length === 0; i++)
            await new Promise((resolve) => setTimeout(resolve, 25));
          const [mail] = mails();
          expect(mail, 'the confirmation mail in the outbox').toBeDefined();
          const code = /confirmation code is (\d{6})/.exec(
            readFileSync(join(outbox, mail!), 'utf8'),
          )![1]!;

          // A PDF upload converted by Poppler, started from the built tool-runner process.
          const call = async (method: string, path: string, body?: unknown, cookie = '') =>
            fetch(`${server.address}${path}`, {
              method,
              headers: {
                origin: env.PUBLIC_URL,
                ...(cookie ? { cookie } : {}),
                ...(body ? { 'content-type': 'application/json' } : {}),
              },
              ...(body ? { body: JSON.stringify(body) } : {}),
            });
          const account = { username: 'built@example.org', password: PASSWORD };
          expect(
            (await call('POST', '/public/confirm', { username: account.username, code })).status,
          ).toBe(200);
          const login = await call('POST', '/public/login', account);
          expect(login.status).toBe(200);
          const cookie = login.headers
            .getSetCookie()
            .map((c) => c.split(';')[0])
            .join('; ');
          const presigned = await call(
            'POST',
            '/api/presigned-url',
            { answer_key: DOCUMENT_KEY },
            cookie,
          );
          expect(presigned.status).toBe(200);
          const form = (await presigned.json()) as { url: string; fields: Record<string, string> };
          const upload = new FormData();
          for (const [name, value] of Object.entries(form.fields)) upload.append(name, value);
          upload.append('file', new Blob([new Uint8Array(await makePdf('Built'))]), 'built.pdf');
          // PUBLIC_URL names no port here: the form goes to the server's own address.
          const target = new URL(form.url);
          const stored = await fetch(`${server.address}${target.pathname}${target.search}`, {
            method: 'POST',
            headers: { origin: env.PUBLIC_URL },
            body: upload,
          });
          expect(stored.status, await stored.text()).toBe(204);
          const handedIn = await call(
            'POST',
            `/api/pdf/document-answer/${DOCUMENT_KEY}`,
            { file_key: form.fields.key, file_name: 'built.pdf' },
            cookie,
          );
          expect(handedIn.status, await handedIn.text()).toBe(200);
          let status = '';
          for (let i = 0; i < 1200 && status !== 'COMPLETED'; i++) {
            const answer = (await (
              await call('GET', `/api/pdf/document-answer/${DOCUMENT_KEY}`, undefined, cookie)
            ).json()) as { status: string };
            status = answer.status;
            expect(status).not.toBe('FAILED');
            if (status !== 'COMPLETED') await new Promise((resolve) => setTimeout(resolve, 50));
          }
          expect(status).toBe('COMPLETED');

          const { stdout } = await run(
            process.execPath,
            [join(app, 'dist/cli/service-token.js'), 'built@example.org'],
            { env },
          );
          expect(stdout).toContain('service_token=');
        } finally {
          await server.stop();
        }
      } finally {
        rmSync(app, { recursive: true, force: true });
      }
    },
  );
});
