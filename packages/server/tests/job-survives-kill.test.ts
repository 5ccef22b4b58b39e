import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOST } from '../src/storage/scratch-area.ts';
import { makeDocx } from './helpers/document-fixtures.ts';
import { dropJobSchema } from './helpers/job-schema.ts';
import { processesWorkingIn } from './helpers/processes.ts';
import { seedApplicant, startServer } from './helpers/server-process.ts';
import { BACKENDS, PARTNER_DIR, isolatedDatabase } from './helpers/test-app.ts';

const KEY = 'md_veteran_doc';

describe.each(BACKENDS)('a conversion job on %s', (backend) => {
  it(
    'survives a kill -9 of the server in the middle of the conversion, leaving no scratch behind',
    { timeout: 150_000 },
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
        // The conversion limit leaves room for LibreOffice's start on a busy machine.
        JOB_LEASE_SECONDS: '20',
        CONVERSION_TIMEOUT_SECONDS: '15',
      };
      let server = await startServer(env);
      try {
        const cookie = await seedApplicant(database.db, 'kill@example.org');
        const api = (path: string, init: RequestInit = {}) =>
          fetch(`${server.address}${path}`, {
            ...init,
            headers: {
              cookie,
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
            if (Date.now() > deadline)
              throw new Error(
                `still ${last}, wanted ${wanted}: ${await (await api(`/api/pdf/document-answer/${KEY}`)).text()}`,
              );
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
        };
        await wait('IN_PROGRESS', 20_000);
        server.child.kill('SIGKILL');
        await once(server.child, 'exit');

        server = await startServer(env);
        await wait('COMPLETED', 90_000);
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
