import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newId, randomToken, sha256 } from '../src/auth/crypto.ts';
import { SESSION_COOKIE } from '../src/auth/sessions.ts';
import { HOST } from '../src/storage/scratch-area.ts';
import { makeDocx } from './helpers/document-fixtures.ts';
import { dropJobSchema } from './helpers/job-schema.ts';
import { processesWorkingIn } from './helpers/processes.ts';
import { BACKENDS, PARTNER_DIR, isolatedDatabase } from './helpers/test-app.ts';

const MAIN = new URL('../src/main.ts', import.meta.url).pathname;
const KEY = 'md_veteran_doc';

/** Starts `main.ts` as a real server process; resolves with its address once it listens. */
async function startServer(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; address: string }> {
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const address = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
    // A server that never listens must not outlive the test.
    setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start: ${output}`));
    }, 30_000).unref();
  });
  return { child, address };
}

describe.each(BACKENDS)('a conversion job on %s', (backend) => {
  it(
    'survives a kill -9 of the server in the middle of the conversion, leaving no scratch behind',
    { timeout: 90_000 },
    async () => {
      const database = await isolatedDatabase(backend);
      const env = {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.schemaUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'http://127.0.0.1',
        PARTNER_CONFIG: PARTNER_DIR,
        SMTP_URL: '',
        SECRET: 'kill-test-secret',
        // A job whose server died is retried once its lease ends (PostgreSQL; SQLite retries at start).
        JOB_LEASE_SECONDS: '6',
        CONVERSION_TIMEOUT_SECONDS: '5',
      };
      let server = await startServer(env);
      try {
        const userId = newId();
        const token = randomToken();
        const at = Date.now();
        await database.db
          .insertInto('users')
          .values({
            id: userId,
            email: 'kill@example.org',
            password_hash: 'x',
            confirmed: 1,
            last_page: '',
            created_at: at,
          })
          .execute();
        await database.db
          .insertInto('sessions')
          .values({
            token_hash: sha256(token),
            user_id: userId,
            created_at: at,
            last_seen_at: at,
            revoked: 0,
          })
          .execute();
        const api = (path: string, init: RequestInit = {}) =>
          fetch(`${server.address}${path}`, {
            ...init,
            headers: {
              cookie: `${SESSION_COOKIE}=${token}`,
              origin: env.PUBLIC_URL,
              ...(init.body && typeof init.body === 'string'
                ? { 'content-type': 'application/json' }
                : {}),
            },
          });
        const form = (await (
          await api('/api/presigned-url', {
            method: 'POST',
            body: JSON.stringify({ answer_key: KEY }),
          })
        ).json()) as {
          url: string;
          fields: Record<string, string>;
        };
        const body = new FormData();
        for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
        body.append(
          'file',
          new Blob([new Uint8Array(await makeDocx('Survives a crash'))]),
          'discharge.docx',
        );
        expect(
          (
            await fetch(`${server.address}${new URL(form.url).pathname}`, {
              method: 'POST',
              body,
              headers: { origin: env.PUBLIC_URL },
            })
          ).status,
        ).toBe(204);
        const queued = await api(`/api/pdf/document-answer/${KEY}`, {
          method: 'POST',
          body: JSON.stringify({ file_key: form.fields.key, file_name: 'discharge.docx' }),
        });
        expect(queued.status).toBe(200);

        const status = async () =>
          ((await (await api(`/api/pdf/document-answer/${KEY}`)).json()) as { status: string })
            .status;
        const wait = async (wanted: string, ms: number) => {
          const deadline = Date.now() + ms;
          for (let last = await status(); last !== wanted; last = await status()) {
            if (Date.now() > deadline) throw new Error(`still ${last}, wanted ${wanted}`);
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
        };
        await wait('IN_PROGRESS', 20_000);
        server.child.kill('SIGKILL');
        await once(server.child, 'exit');

        server = await startServer(env);
        await wait('COMPLETED', 60_000);
        const profile = (await (await api('/api/profile')).json()) as {
          answer: Record<string, string>;
        };
        expect(profile.answer[KEY]).toBe('ANSWERED');
        // Nothing of the killed server's conversion is left: only the new server's own folder.
        const scratch = join(database.dataDir, 'scratch');
        expect(readdirSync(scratch)).toEqual([
          expect.stringMatching(new RegExp(`^run-${HOST}-${server.child.pid}-`)),
        ]);
        expect(processesWorkingIn(scratch)).toEqual([]);
      } finally {
        if (server.child.exitCode === null) {
          server.child.kill('SIGTERM');
          await once(server.child, 'exit');
        }
        await database.drop();
        await dropJobSchema({ databaseUrl: database.schemaUrl });
      }
    },
  );
});
