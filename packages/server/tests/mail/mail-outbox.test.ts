import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp, contextOf } from '../../src/app.ts';
import { createDataCipher } from '../../src/crypto/data-cipher.ts';
import type { Database } from '../../src/db/schema.ts';
import type { Mail } from '../../src/mail/mailer.ts';
import { MAIL_RETRY, isPermanentRefusal, nextMailTry } from '../../src/outbox/mail-retry.ts';
import { claimDueMail, insertMail, markMailHandedOver } from '../../src/store/mail-outbox.ts';
import {
  freePort,
  plainMail,
  startSmtp,
  type SmtpAnswer,
  type SmtpOptions,
} from '../helpers/smtp-server.ts';
import {
  BACKENDS,
  PASSWORD,
  TEST_LIMITS,
  TEST_PASSWORD_COST,
  VALID_APPLICATION,
  createTestApp,
  eventually,
  injectFromOwnPages,
  isolatedDatabase,
  jobsSettled,
  mailedCode,
  migratedDatabase,
  signUpAndLogIn,
  testEnv,
  testPartner,
  type Backend,
} from '../helpers/test-app.ts';

describe('the mail retry schedule', () => {
  it('tries again within a minute, for a day, and never sooner than a couple of seconds', () => {
    const created = 0;
    const pause = (attempts: number, at: number, random: () => number) =>
      nextMailTry(attempts, created, at, random)! - at;
    expect(pause(1, 0, () => 0)).toBe(MAIL_RETRY.firstPauseMs / 2);
    expect(pause(1, 0, () => 1)).toBe(MAIL_RETRY.firstPauseMs);
    for (let attempts = 1; attempts < 1400; attempts++)
      expect(pause(attempts, attempts * 60_000, () => 1)).toBeLessThanOrEqual(60_000);
    expect(nextMailTry(1500, created, MAIL_RETRY.giveUpAfterMs - 1)).toBeDefined();
    expect(nextMailTry(1500, created, MAIL_RETRY.giveUpAfterMs)).toBeUndefined();
  });

  it('gives up at once only on a refusal for good (an SMTP 5xx reply)', () => {
    expect(isPermanentRefusal({ responseCode: 550 })).toBe(true);
    expect(isPermanentRefusal({ responseCode: 451 })).toBe(false);
    expect(isPermanentRefusal({ code: 'ECONNREFUSED' })).toBe(false);
    expect(isPermanentRefusal(new Error('socket hang up'))).toBe(false);
  });
});

/** Makes every write to the mail outbox fail (the table unwritable), until the returned undo. */
async function refuseMailWrites(db: Kysely<Database>, backend: Backend) {
  if (backend === 'sqlite') {
    await sql`create trigger refuse_mail before insert on mail_outbox
      begin select raise(abort, 'the outbox is unavailable'); end`.execute(db);
    return () => sql`drop trigger refuse_mail`.execute(db);
  }
  await sql`create function refuse_mail() returns trigger language plpgsql as $$
    begin raise exception 'the outbox is unavailable'; end $$`.execute(db);
  await sql`create trigger refuse_mail before insert on mail_outbox
    for each row execute function refuse_mail()`.execute(db);
  return async () => {
    await sql`drop trigger refuse_mail on mail_outbox`.execute(db);
    await sql`drop function refuse_mail()`.execute(db);
  };
}

/** A test app sending over SMTP to a listener of its own, with a short pause before a job retry. */
async function smtpApp(backend: Backend, options: SmtpOptions = {}) {
  const smtp = await startSmtp(options);
  const t = await createTestApp(backend, {
    mailer: undefined,
    envOverrides: { smtpUrl: smtp.url },
    jobRetryDelayMs: 300,
  });
  return { smtp, t };
}

/** An app on `database` sending to `smtpUrl`, with a short pause before a failed job runs again. */
async function appOn(database: Awaited<ReturnType<typeof isolatedDatabase>>, smtpUrl: string) {
  return injectFromOwnPages(
    await buildApp({
      env: testEnv(database.dataDir, { smtpUrl, databaseUrl: database.databaseUrl }),
      partner: await testPartner(),
      database: database.database,
      passwordCost: TEST_PASSWORD_COST,
      limits: TEST_LIMITS,
      logger: false,
      jobRetryDelayMs: 300,
    }),
  );
}

describe.each(BACKENDS)('the mail outbox on %s', (backend) => {
  it(
    'loses no mail while the mail server is down, across a restart of the server, and keeps it encrypted meanwhile',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const database = await isolatedDatabase(backend);
      let app = await appOn(database, `smtp://127.0.0.1:${port}`);
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
          return row && Number(row.attempts) >= 1 && row.last_error !== null && !row.lease
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
        app = await appOn(database, `smtp://127.0.0.1:${port}`);
        await eventually(() => smtp!.received.length > 0, 'the mail to arrive', 45_000);
        const [mail] = smtp.received;
        expect(mail!.to).toBe(email);
        expect(plainMail(mail!.raw)).toMatch(/confirmation code is \d{6}/);
        // Its Message-ID is the outbox row's: a receiver that drops repeats can tell it apart.
        const sent = await eventually(
          () =>
            database.db
              .selectFrom('mail_outbox')
              .selectAll()
              .where('recipient', '=', email)
              .where('state', '=', 'sent')
              .where('content', '=', '')
              .executeTakeFirst(),
          'the mail marked sent',
        );
        expect(mail!.raw).toMatch(new RegExp(`^Message-ID: <${sent.id}@localhost>`, 'mi'));
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

  it('never records a submission without its receipt: a receipt that cannot be written undoes the submission', async () => {
    const { smtp, t } = await smtpApp(backend);
    try {
      const email = 'receipt@example.org';
      const cookie = await signUpAndLogInOverSmtp(t, smtp, email);
      const call = (method: 'PUT' | 'POST' | 'GET', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
      expect((await call('PUT', '/api/answer', { answers: VALID_APPLICATION })).statusCode).toBe(
        200,
      );
      const allow = await refuseMailWrites(t.db, backend);
      expect((await call('POST', '/api/submit')).statusCode).toBeGreaterThanOrEqual(500);
      // Nothing of the submission stayed: the retry below is a first submission, not "already".
      const submissions = await t.db.selectFrom('submissions').selectAll().execute();
      expect(submissions).toHaveLength(0);
      expect((await call('GET', '/api/profile')).json().web_status).toEqual([]);
      await allow();
      expect((await call('POST', '/api/submit')).statusCode).toBe(200);
      expect((await call('POST', '/api/submit')).statusCode).toBe(200);
      await eventually(
        () => smtp.received.some((mail) => /application was submitted/.test(mail.raw)),
        'the receipt',
      );
      await jobsSettled(t.app);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(
        smtp.received.filter((mail) => /application was submitted/.test(mail.raw)),
      ).toHaveLength(1);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('issues a code only with the mail that carries it: an outbox that cannot be written issues none, and a later try mails one live code', async () => {
    const { smtp, t } = await smtpApp(backend);
    try {
      const email = 'code@example.org';
      const allow = await refuseMailWrites(t.db, backend);
      const signup = await t.app.inject({
        method: 'POST',
        url: '/public/signup',
        payload: { username: email, password: PASSWORD },
      });
      expect(signup.statusCode).toBe(200);
      // The job tries and fails: no code stays behind without its mail.
      await eventually(async () => {
        const job = await contextOf(t.app).jobs.stats();
        return job.some(
          (queue) => queue.queue === 'account-mail' && queue.waiting + queue.running > 0,
        );
      }, 'the account mail job');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await t.db.selectFrom('codes').selectAll().execute()).toHaveLength(0);
      await allow();
      await eventually(() => smtp.received.length > 0, 'the code mail');
      await jobsSettled(t.app);
      expect(smtp.received).toHaveLength(1);
      expect(await t.db.selectFrom('codes').selectAll().execute()).toHaveLength(1);
      const code = /confirmation code is (\d{6})/.exec(plainMail(smtp.received[0]!.raw))![1]!;
      const confirm = await t.app.inject({
        method: 'POST',
        url: '/public/confirm',
        payload: { username: email, code },
      });
      expect(confirm.statusCode).toBe(200);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('mails one code when the account mail job runs twice for one request', async () => {
    const t = await createTestApp(backend);
    try {
      const email = 'twice@example.org';
      await t.app.inject({
        method: 'POST',
        url: '/public/signup',
        payload: { username: email, password: PASSWORD },
      });
      await mailedCode(t.mails, email);
      await jobsSettled(t.app);
      // The same job again, as pg-boss or the embedded queue runs a job whose end was not
      // recorded (its process died after the job's transaction committed).
      const [job] = await jobsOf(t.db, backend);
      const ctx = contextOf(t.app);
      await Promise.all([ctx.jobs.send('account-mail', job!), ctx.jobs.send('account-mail', job!)]);
      await jobsSettled(t.app);
      expect(t.mails.filter((mail) => mail.to === email)).toHaveLength(1);
      const live = await t.db.selectFrom('codes').selectAll().where('used', '=', 0).execute();
      expect(live).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it(
    'sends each mail once however many servers take from one outbox at once',
    { timeout: 60_000 },
    async () => {
      const smtp = await startSmtp({ delayMs: 30 });
      const database = await isolatedDatabase(backend);
      const apps: FastifyInstance[] = [];
      for (let i = 0; i < 3; i++) apps.push(await appOn(database, smtp.url));
      try {
        const emails = Array.from({ length: 24 }, (_, i) => `burst-${i}@example.org`);
        const answers = await Promise.all(
          emails.map((email, i) =>
            apps[i % apps.length]!.inject({
              method: 'POST',
              url: '/public/signup',
              payload: { username: email, password: PASSWORD },
            }),
          ),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual(emails.map(() => 200));
        await eventually(() => smtp.received.length >= emails.length, 'every code mail', 45_000);
        for (const app of apps) await jobsSettled(app);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(smtp.received.map((mail) => mail.to).sort()).toEqual([...emails].sort());
      } finally {
        for (const app of apps) await app.close();
        await smtp.close();
        await database.drop();
      }
    },
  );

  it('lets only the try holding a mail hand it over', async () => {
    const database = await migratedDatabase(backend);
    try {
      const { db } = database;
      const cipher = createDataCipher({ current: 'test-secret', previous: [] });
      const mail = { to: 'lease@example.org', kind: 'confirm' as const, subject: 's', text: 't' };
      await insertMail(db, cipher, 1_000, mail);
      const first = await claimDueMail(db, 2_000, 10);
      expect(first).toBeDefined();
      // While the first try holds it, nobody else takes it...
      expect(await claimDueMail(db, 2_005, 10)).toBeUndefined();
      // ...after its lease, another try does, and the first can no longer hand it over.
      const second = await claimDueMail(db, 2_011, 10);
      expect(second?.id).toBe(first!.id);
      expect(await markMailHandedOver(db, first!.id, first!.lease, 2_012)).toBe(false);
      expect(await markMailHandedOver(db, second!.id, second!.lease, 2_013)).toBe(true);
      // Handed over, it is never taken again.
      expect(await claimDueMail(db, 100_000, 10)).toBeUndefined();
    } finally {
      await database.drop();
    }
  });

  it.each<[SmtpAnswer[], string, number]>([
    [['refuse', 'accept'], 'sent', 1],
    [['reject'], 'failed', 0],
    [['drop'], 'sent', 0],
  ])(
    'answered %j, the mail ends %s and arrives %i time(s), never twice',
    { timeout: 30_000 },
    async (answers, state, arrivals) => {
      const remaining = [...answers];
      let tries = 0;
      const { smtp, t } = await smtpApp(backend, {
        onMessageEnd: () => {
          tries++;
          return remaining.shift() ?? 'accept';
        },
      });
      try {
        const email = 'answers@example.org';
        await t.app.inject({
          method: 'POST',
          url: '/public/signup',
          payload: { username: email, password: PASSWORD },
        });
        const row = await eventually(
          () =>
            t.db
              .selectFrom('mail_outbox')
              .selectAll()
              .where('recipient', '=', email)
              .where('state', '=', state as 'sent')
              .where('content', '=', '')
              .executeTakeFirst(),
          `the mail ${state}`,
          20_000,
        );
        // A refusal for a while is tried again (a couple of seconds on); any other end is final.
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        expect(tries).toBe(answers.length);
        expect(Number(row.attempts)).toBe(answers.length);
        expect(smtp.received).toHaveLength(arrivals);
      } finally {
        await t.close();
        await smtp.close();
      }
    },
  );
});

/** The data of the account-mail jobs written so far, oldest first. */
async function jobsOf(db: Kysely<Database>, backend: Backend): Promise<object[]> {
  if (backend === 'sqlite') {
    const rows = await db
      .selectFrom('jobs')
      .select('data')
      .where('queue', '=', 'account-mail')
      .orderBy('created_at')
      .execute();
    return rows.map((row) => JSON.parse(row.data) as object);
  }
  const { rows } = await sql<{ data: object }>`select data from ${sql.table(
    await pgBossSchema(db),
  )} where name = 'account-mail' order by created_on`.execute(db);
  return rows.map((row) => row.data);
}

/** pg-boss's job table for the app's schema. */
async function pgBossSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const current = rows[0]?.schema ?? 'public';
  return `${current === 'public' ? 'pgboss' : `${current}_pgboss`}.job`;
}

/** Signs up with the code from a real SMTP listener, confirms and logs in; the Cookie header. */
async function signUpAndLogInOverSmtp(
  t: Awaited<ReturnType<typeof createTestApp>>,
  smtp: Awaited<ReturnType<typeof startSmtp>>,
  email: string,
): Promise<string> {
  // signUpAndLogIn waits for the code among `mails`: they are filled from the listener meanwhile.
  const mails: Mail[] = [];
  const pull = () =>
    mails.splice(
      0,
      mails.length,
      ...smtp.received.map((mail) => ({ to: mail.to, subject: '', text: plainMail(mail.raw) })),
    );
  const timer = setInterval(pull, 10);
  try {
    return await signUpAndLogIn({ ...t, mails }, email);
  } finally {
    clearInterval(timer);
  }
}
