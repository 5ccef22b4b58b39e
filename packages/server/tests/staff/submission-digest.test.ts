import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { LoadedPartner } from '../../src/config/partner.ts';
import { seedApplicants } from '../helpers/seed-applicants.ts';
import {
  BACKENDS,
  TEST_PASSWORD_COST,
  createTestApp,
  eventually,
  memoryMailer,
  testPartner,
  type TestApp,
} from '../helpers/test-app.ts';

const OFFICE = 'office@example.edu';
const at = (iso: string) => Date.parse(iso);

/** The bundled partner, asking for the daily digest. */
async function digestPartner(): Promise<LoadedPartner> {
  const base = await testPartner();
  return {
    ...base,
    config: {
      ...base.config,
      partner: { ...base.config.partner, submissionDigest: { to: OFFICE } },
    },
  };
}

/** Applicants who submitted at these instants. */
const seedSubmissions = (t: TestApp, instants: number[]) =>
  seedApplicants(
    t,
    instants.map((submittedAt, i) => ({
      id: `digest-${i}`,
      email: `applicant-${i}@example.org`,
      createdAt: submittedAt - 1000,
      submittedAt,
    })),
  );

describe.each(BACKENDS)('the daily submission digest on %s', (backend) => {
  let t: TestApp;
  const servers: FastifyInstance[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    await t.close();
  });

  it('goes once for a day with submissions, from one of several servers starting at once, naming no applicant', async () => {
    let now = at('2026-11-26T10:00:00Z');
    const partner = await digestPartner();
    // Started on the 26th: the 25th had no submission, so nothing is sent for it.
    t = await createTestApp(backend, { partner, now: () => now });
    await seedSubmissions(t, [
      at('2026-11-25T23:59:59Z'),
      at('2026-11-26T00:00:00Z'),
      at('2026-11-26T23:59:59Z'),
      at('2026-11-27T00:30:00Z'),
    ]);
    // After midnight three more servers start on the same database at once.
    now = at('2026-11-27T02:00:00Z');
    const mailers = [memoryMailer(), memoryMailer(), memoryMailer()];
    servers.push(
      ...(await Promise.all(
        mailers.map((mailer) =>
          buildApp({
            env: t.env,
            partner,
            database: t.database,
            mailer,
            passwordCost: TEST_PASSWORD_COST,
            logger: false,
            now: () => now,
          }),
        ),
      )),
    );
    const digests = () =>
      [t.mails, ...mailers.map((m) => m.mails)].flat().filter((mail) => mail.to === OFFICE);
    await eventually(() => digests().length > 0, 'the digest mail');
    // A later start the same day sends nothing more.
    const mailer = memoryMailer();
    servers.push(
      await buildApp({
        env: t.env,
        partner,
        database: t.database,
        mailer,
        passwordCost: TEST_PASSWORD_COST,
        logger: false,
        now: () => now + 60 * 60 * 1000,
      }),
    );
    mailers.push(mailer);
    // Every start has run its digest step (buildApp awaits it): one digest was ever queued.
    const queued = await t.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('kind', '=', 'submission-digest')
      .executeTakeFirst();
    expect(Number(queued?.n)).toBe(1);
    expect(digests()).toHaveLength(1);
    const [digest] = digests();
    expect(digest!.subject).toBe(
      `${partner.config.partner.shortName}: 2 new applications on 2026-11-26`,
    );
    expect(digest!.text).toContain('2 applications were submitted on 2026-11-26 (UTC).');
    expect(digest!.text).not.toMatch(/@example\.org|applicant-/);
    expect(
      await t.db
        .selectFrom('submission_digests')
        .select(['day', 'submissions'])
        .orderBy('day')
        .execute(),
    ).toEqual([
      { day: '2026-11-25', submissions: 0 },
      { day: '2026-11-26', submissions: 2 },
    ]);
  });

  it('sends nothing when the partner names no address', async () => {
    t = await createTestApp(backend, { now: () => at('2026-11-27T02:00:00Z') });
    await seedSubmissions(t, [at('2026-11-26T12:00:00Z')]);
    servers.push(
      await buildApp({
        env: t.env,
        partner: await testPartner(),
        database: t.database,
        mailer: memoryMailer(),
        passwordCost: TEST_PASSWORD_COST,
        logger: false,
        now: () => at('2026-11-27T03:00:00Z'),
      }),
    );
    expect(await t.db.selectFrom('submission_digests').selectAll().execute()).toEqual([]);
  });
});
