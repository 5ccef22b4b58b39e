import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/create-database.ts';
import { migrate } from '../../src/db/migrations.ts';
import { makePng } from '../helpers/document-fixtures.ts';
import { seedApplicant, startServer } from '../helpers/server-process.ts';
import { PARTNER_DIR } from '../helpers/test-app.ts';

const run = promisify(execFile);
const CLI = new URL('../../src/cli/', import.meta.url).pathname;
const SAVERS = 4;
/** Text questions with room for a save's value. */
const KEYS = ['first_name', 'last_name', 'city', 'address_line_1'];

interface Save {
  key: string;
  n: number;
  status: number;
  /** When the answer arrived (Date.now()). */
  at: number;
}

describe('backup and restore of the embedded set-up', () => {
  it(
    'restores a backup taken under write load with every save acknowledged before it began',
    { timeout: 120_000 },
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'admit-backup-'));
      const live = join(root, 'live');
      const restored = join(root, 'restored');
      const env = (dataDir: string) => ({
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        STORAGE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'http://127.0.0.1',
        PARTNER_CONFIG: PARTNER_DIR,
        SMTP_URL: '',
        SECRET: 'backup-test-secret',
      });
      const seeding = createDatabase({ dataDir: live });
      await migrate(seeding);
      const cookies: string[] = [];
      for (let i = 0; i < SAVERS; i++)
        cookies.push(await seedApplicant(seeding.db, `saver${i}@example.org`));
      await seeding.destroy();
      const server = await startServer(env(live));
      try {
        const call = (cookie: string, method: string, path: string, body?: unknown) =>
          fetch(`${server.address}${path}`, {
            method,
            headers: {
              cookie,
              origin: 'http://127.0.0.1',
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            ...(body ? { body: JSON.stringify(body) } : {}),
          });
        // A converted document, so storage has something the database points to.
        const form = (await (
          await call(cookies[0]!, 'POST', '/api/presigned-url', { answer_key: 'md_veteran_doc' })
        ).json()) as { url: string; fields: Record<string, string> };
        const upload = new FormData();
        for (const [name, value] of Object.entries(form.fields)) upload.append(name, value);
        upload.append('file', new Blob([new Uint8Array(makePng(30, 30))]), 'orders.png');
        await fetch(`${server.address}${new URL(form.url).pathname}`, {
          method: 'POST',
          body: upload,
          headers: { origin: 'http://127.0.0.1' },
        });
        await call(cookies[0]!, 'POST', '/api/pdf/document-answer/md_veteran_doc', {
          file_key: form.fields.key,
          file_name: 'orders.png',
        });
        for (let i = 0; i < 200; i++) {
          const status = (await (
            await call(cookies[0]!, 'GET', '/api/pdf/document-answer/md_veteran_doc')
          ).json()) as { status: string };
          if (status.status === 'COMPLETED') break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }

        // Writers save one numbered value after another while the backup runs.
        const saves: Save[] = [];
        let saving = true;
        const writers = cookies.map(async (cookie, i) => {
          for (let n = 1; saving; n++) {
            const response = await call(cookie, 'PUT', '/api/answer', {
              answers: { [KEYS[i]!]: `save ${n}` },
            });
            saves.push({ key: KEYS[i]!, n, status: response.status, at: Date.now() });
          }
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
        const started = Date.now();
        const backup = join(root, 'backup');
        const made = await run(process.execPath, [`${CLI}backup.ts`, backup], { env: env(live) });
        expect(made.stdout).toMatch(/the database and [1-9]\d* stored files/);
        await new Promise((resolve) => setTimeout(resolve, 300));
        saving = false;
        await Promise.all(writers);
        expect(saves.every((save) => save.status === 200)).toBe(true);
        expect(saves.filter((save) => save.at > started).length).toBeGreaterThan(0);

        const put = await run(process.execPath, [`${CLI}restore.ts`, backup], {
          env: env(restored),
        });
        expect(put.stdout).toContain('Restored the backup');
        const copy = await startServer(env(restored));
        try {
          for (let i = 0; i < SAVERS; i++) {
            const profile = (await (
              await fetch(`${copy.address}/api/profile`, { headers: { cookie: cookies[i]! } })
            ).json()) as { answer: Record<string, string>; document_answer: object };
            const mine = saves.filter((save) => save.key === KEYS[i]);
            const acknowledged = Math.max(...mine.filter((s) => s.at < started).map((s) => s.n));
            const value = Number(/^save (\d+)$/.exec(profile.answer[KEYS[i]!] ?? '')?.[1]);
            // Every save acknowledged before the backup began is in it (a later one may be too).
            expect(value).toBeGreaterThanOrEqual(acknowledged);
            expect(value).toBeLessThanOrEqual(Math.max(...mine.map((s) => s.n)));
          }
          // The document and the PDF made from it came back too.
          const pdf = await fetch(`${copy.address}/api/pdf`, { headers: { cookie: cookies[0]! } });
          expect(pdf.status).toBe(200);
          for (let i = 0; i < 200; i++) {
            const status = (await (
              await fetch(`${copy.address}/api/pdf`, { headers: { cookie: cookies[0]! } })
            ).json()) as { status: string; url: string };
            if (status.status === 'COMPLETED') {
              const download = await fetch(`${copy.address}${status.url}`, {
                headers: { cookie: cookies[0]! },
              });
              expect(
                Buffer.from(await download.arrayBuffer())
                  .subarray(0, 5)
                  .toString(),
              ).toBe('%PDF-');
              break;
            }
            expect(status.status).not.toBe('FAILED');
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        } finally {
          await copy.stop();
        }
      } finally {
        await server.stop();
        rmSync(root, { recursive: true, force: true });
      }
    },
  );
});
