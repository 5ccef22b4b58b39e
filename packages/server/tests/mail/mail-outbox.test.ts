import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { retryDelayMs } from '../../src/jobs/job-queue.ts';
import { MAIL_RETRY } from '../../src/outbox/mail-outbox.ts';
import { freePort, plainMail, startSmtp } from '../helpers/smtp-server.ts';
import {
  BACKENDS,
  PASSWORD,
  TEST_LIMITS,
  TEST_PASSWORD_COST,
  createTestApp,
  eventually,
  injectFromOwnPages,
  isolatedDatabase,
  testEnv,
  testPartner,
} from '../helpers/test-app.ts';

describe('the mail retry schedule', () => {
  it('keeps trying through a ten-minute outage and gives up only after hours', () => {
    const pauses = (random: () => number) =>
      Array.from({ length: MAIL_RETRY.attempts - 1 }, (_, i) =>
        retryDelayMs(MAIL_RETRY, i + 1, random),
      );
    const shortest = pauses(() => 0);
    const longest = pauses(() => 1);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    // Even with the shortest pauses, the tries span well past ten minutes...
    expect(sum(shortest)).toBeGreaterThan(60 * 60_000);
    // ...and several fall inside the first ten minutes, so a short outage delays mail little.
    let elapsed = 0;
    const inFirstTen = longest.filter((pause) => (elapsed += pause) <= 10 * 60_000);
    expect(inFirstTen.length).toBeGreaterThanOrEqual(5);
  });
});

describe.each(BACKENDS)('the mail outbox on %s', (backend) => {
  it(
    'loses no mail while the mail server is down, across a restart of the server, and keeps it encrypted meanwhile',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const database = await isolatedDatabase(backend);
      const build = async () =>
        injectFromOwnPages(
          await buildApp({
            env: testEnv(database.dataDir, {
              smtpUrl: `smtp://127.0.0.1:${port}`,
              databaseUrl: database.databaseUrl,
            }),
            partner: await testPartner(),
            db: database.db,
            passwordCost: TEST_PASSWORD_COST,
            limits: TEST_LIMITS,
            logger: false,
            jobRetryDelayMs: 300,
          }),
        );
      let app = await build();
      let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
      try {
        const email = 'patient@example.org';
        const signup = await app.inject({
          method: 'POST',
          url: '/public/signup',
          payload: { username: email, password: PASSWORD },
        });
        expect(signup.statusCode).toBe(200);
        // The mail server refuses the connection: the try fails, the mail waits, encrypted.
        const waiting = await eventually(async () => {
          const row = await database.db
            .selectFrom('mail_outbox')
            .selectAll()
            .where('recipient', '=', email)
            .executeTakeFirst();
          return row && Number(row.attempts) >= 1 && row.last_error !== null && !row.locked_until
            ? row
            : undefined;
        }, 'a failed try of the mail');
        expect(waiting.state).toBe('pending');
        expect(waiting.content).toMatch(/^enc:/);
        expect(waiting.content).not.toContain('confirmation code');
        // The server goes away with the mail undelivered; the mail server comes back; a new
        // server process on the same database delivers it.
        await app.close();
        smtp = await startSmtp({ port });
        app = await build();
        await eventually(() => smtp!.received.length > 0, 'the mail to arrive', 45_000);
        const [mail] = smtp.received;
        expect(mail!.to).toBe(email);
        expect(plainMail(mail!.raw)).toMatch(/confirmation code is \d{6}/);
        const sent = await eventually(
          () =>
            database.db
              .selectFrom('mail_outbox')
              .selectAll()
              .where('recipient', '=', email)
              .where('state', '=', 'sent')
              .executeTakeFirst(),
          'the mail marked sent',
        );
        // Sent mail keeps no content: the code is not at rest any longer than it must be.
        expect(sent.content).toBe('');
        expect(smtp.received).toHaveLength(1);
      } finally {
        await app.close();
        await smtp?.close();
        await database.drop();
      }
    },
  );
});

describe('the sender of every mail', () => {
  /** The From header and envelope sender of the confirmation mail a sign-up causes. */
  async function senderOf(mailFrom: string | undefined) {
    const smtp = await startSmtp();
    const t = await createTestApp('sqlite', {
      mailer: undefined,
      envOverrides: { smtpUrl: smtp.url, ...(mailFrom ? { mailFrom } : {}) },
    });
    try {
      const signup = await t.app.inject({
        method: 'POST',
        url: '/public/signup',
        payload: { username: 'sender@example.org', password: PASSWORD },
      });
      expect(signup.statusCode).toBe(200);
      await eventually(() => smtp.received.length > 0, 'the confirmation mail');
      const [mail] = smtp.received;
      return { header: /^From: (.*)$/m.exec(mail!.raw)?.[1]?.trim(), envelope: mail!.from };
    } finally {
      await t.close();
      await smtp.close();
    }
  }

  it('is MAIL_FROM when it is set', async () => {
    expect(await senderOf('"Admissions" <no-reply@apply.example.edu>')).toEqual({
      header: 'Admissions <no-reply@apply.example.edu>',
      envelope: 'no-reply@apply.example.edu',
    });
  });

  it("is the partner's name and help e-mail without MAIL_FROM", async () => {
    const { name, helpEmail } = (await testPartner()).config.partner;
    expect(await senderOf(undefined)).toEqual({
      header: `${name} <${helpEmail}>`,
      envelope: helpEmail,
    });
  });
});
