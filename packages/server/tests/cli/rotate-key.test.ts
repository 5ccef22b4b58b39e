import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp, contextOf } from '../../src/app.ts';
import { newId } from '../../src/crypto/crypto.ts';
import { signServiceToken } from '../../src/crypto/service-token.ts';
import { makePng } from '../helpers/document-fixtures.ts';
import { documentsClient } from '../helpers/documents-client.ts';
import {
  BACKENDS,
  TEST_LIMITS,
  TEST_PASSWORD_COST,
  VALID_APPLICATION,
  injectFromOwnPages,
  isolatedDatabase,
  jobsSettled,
  memoryMailer,
  signUpAndLogIn,
  testEnv,
  testPartner,
  userIdOf,
  type TestApp,
} from '../helpers/test-app.ts';

const run = promisify(execFile);
const CLI = new URL('../../src/cli/rotate-key.ts', import.meta.url).pathname;
const OLD = 'the-secret-before-rotation';
const NEW = 'the-secret-after-rotation';
const DOCUMENT = 'md_veteran_doc';
/** Sensitive answers (alien_registration_number is flagged sensitive in the data model). */
const MINE = 'A11122233';
const SUBMITTED = 'A44455566';
const VISITOR = 'A77788899';

/** Every file under a folder, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

describe.each(BACKENDS)('rotating the secret on %s', (backend) => {
  it(
    'seals everything again with the new secret, after which the old one is needed nowhere',
    { timeout: 120_000 },
    async () => {
      const database = await isolatedDatabase(backend);
      const build = async (secret: string, previousSecrets: string[] = []): Promise<TestApp> => {
        const mailer = memoryMailer();
        const env = testEnv(database.dataDir, {
          databaseUrl: database.databaseUrl,
          secret,
          previousSecrets,
        });
        const app = injectFromOwnPages(
          await buildApp({
            env,
            partner: await testPartner(),
            database: database.database,
            mailer,
            passwordCost: TEST_PASSWORD_COST,
            limits: TEST_LIMITS,
            logger: false,
          }),
        );
        const { db } = database;
        return {
          app,
          mails: mailer.mails,
          db,
          database: database.database,
          env,
          databaseUrl: database.schemaUrl,
          close: () => app.close(),
        };
      };
      const rotate = () =>
        run(process.execPath, [CLI], {
          env: {
            ...process.env,
            DATA_DIR: database.dataDir,
            DATABASE_URL: database.schemaUrl,
            SECRET: NEW,
            PREVIOUS_SECRETS: `unrelated-old-secret, ${OLD}`,
          },
        });
      let t = await build(OLD);
      try {
        // Before: an application with a sensitive answer, a converted document and its PDF; a
        // submitted one; a visitor's answers; a mail waiting in the outbox.
        const cookie = await signUpAndLogIn(t, 'rotate@example.org');
        const docs = documentsClient(t, cookie);
        expect(
          (
            await docs.call('PUT', '/api/answer', {
              answers: { first_name: 'Rosa', alien_registration_number: MINE },
            })
          ).statusCode,
        ).toBe(200);
        await docs.upload(DOCUMENT, 'orders.png', makePng(20, 20));
        expect((await docs.settle(DOCUMENT)).status).toBe('COMPLETED');
        expect((await docs.applicationPdf()).status).toBe('COMPLETED');
        const submitter = documentsClient(t, await signUpAndLogIn(t, 'done@example.org'));
        await submitter.call('PUT', '/api/answer', {
          answers: { ...VALID_APPLICATION, alien_registration_number: SUBMITTED },
        });
        expect((await submitter.call('POST', '/api/submit')).statusCode).toBe(200);
        const visitor = await t.app.inject({
          method: 'POST',
          url: '/public/tmp',
          payload: { answers: { alien_registration_number: VISITOR } },
        });
        const { token } = visitor.json() as { token: string };
        await jobsSettled(t.app);
        await t.db
          .insertInto('mail_outbox')
          .values({
            id: newId(),
            recipient: 'waiting@example.org',
            kind: 'confirm',
            content: contextOf(t.app).cipher.encrypt(
              JSON.stringify({ subject: 'code', text: 'Your confirmation code is 123456' }),
            ),
            state: 'pending',
            attempts: 1,
            locked_until: null,
            last_error: 'the mail server is down',
            created_at: Date.now(),
            // Waiting for its next try, an hour away.
            next_attempt_at: Date.now() + 3_600_000,
            sent_at: null,
          })
          .execute();
        await t.close();

        // Nothing sensitive rests in plaintext: not in the database, not in storage.
        const dump = JSON.stringify(
          await Promise.all(
            ['answers', 'visitor_answers', 'mail_outbox', 'application_pdfs', 'documents'].map(
              (table) => sql`select * from ${sql.table(table)}`.execute(database.db),
            ),
          ),
        );
        for (const value of [MINE, SUBMITTED, VISITOR, '123456']) expect(dump).not.toContain(value);
        const stored = filesUnder(join(database.dataDir, 'storage')).filter(
          (file) => !file.includes('/.tmp'),
        );
        expect(stored.length).toBeGreaterThanOrEqual(2);
        for (const file of stored) {
          const bytes = readFileSync(file);
          expect(bytes.subarray(0, 9).toString(), file).toBe('ADMITENC2');
          expect(bytes.includes(Buffer.from('%PDF'))).toBe(false);
        }

        // Nor anywhere else the server writes: the SQLite file and its log, scratch and temp
        // folders, the outbox folder. (PostgreSQL's files are its server's; the dump above.)
        for (const file of filesUnder(database.dataDir)) {
          const bytes = readFileSync(file);
          for (const value of [MINE, SUBMITTED, VISITOR, 'Your confirmation code'])
            expect(bytes.includes(Buffer.from(value)), `${value} in ${file}`).toBe(false);
          expect(bytes.includes(Buffer.from('%PDF')), `a PDF in plaintext: ${file}`).toBe(false);
        }

        // The new secret, the old one listed: everything still reads, old tokens still work.
        t = await build(NEW, [OLD]);
        const read = async (app: TestApp) => {
          const profile = await app.app.inject({
            method: 'GET',
            url: '/api/profile',
            headers: { cookie },
          });
          return profile.json().answer.alien_registration_number as string;
        };
        expect(await read(t)).toBe(MINE);
        const staff = await t.app.inject({
          method: 'GET',
          url: `/service/tmp-pdf?service_token=${signServiceToken(OLD, await userIdOf(t, 'done@example.org'))}`,
        });
        expect(staff.json().answer.alien_registration_number).toBe(SUBMITTED);
        await t.close();

        const first = await rotate();
        expect(first.stdout).toMatch(
          /: 2 answers, 1 visitor answer sets, 1 queued mails, [2-9] stored PDFs\./,
        );
        expect(first.stdout).toContain('PREVIOUS_SECRETS can be emptied');
        expect((await rotate()).stdout).toMatch(
          /: 0 answers, 0 visitor answer sets, 0 queued mails, 0 stored PDFs\./,
        );

        // The new secret alone: everything reads, the submitted application unchanged.
        t = await build(NEW);
        expect(await read(t)).toBe(MINE);
        const again = await t.app.inject({
          method: 'GET',
          url: `/service/tmp-pdf?service_token=${signServiceToken(NEW, await userIdOf(t, 'done@example.org'))}`,
        });
        expect(again.json().answer).toMatchObject({
          alien_registration_number: SUBMITTED,
          first_name: VALID_APPLICATION.first_name,
        });
        const kept = await t.app.inject({ method: 'GET', url: `/public/tmp?token=${token}` });
        expect(kept.json().answer.alien_registration_number).toBe(VISITOR);
        const pdf = await documentsClient(t, cookie).applicationPdf();
        expect(pdf.status).toBe('COMPLETED');
        const download = await t.app.inject({ method: 'GET', url: pdf.url, headers: { cookie } });
        expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        await jobsSettled(t.app);
        const newId8 = contextOf(t.app).cipher.encrypt('x').split(':')[2];
        const sealed = (
          await sql<{ value: string }>`select value from answers where value like 'enc:%'
            union all select content as value from mail_outbox where content like 'enc:%'`.execute(
            database.db,
          )
        ).rows.map((row) => row.value);
        expect(sealed.length).toBeGreaterThanOrEqual(3);
        for (const value of sealed) expect(value.startsWith(`enc:2:${newId8}:`)).toBe(true);
        for (const file of filesUnder(join(database.dataDir, 'storage')).filter(
          (f) => !f.includes('/.tmp'),
        ))
          expect(readFileSync(file).subarray(0, 17).toString()).toBe(`ADMITENC2${newId8}`);
      } finally {
        await t.close();
        await database.drop();
      }
    },
  );
});
