import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/crypto/crypto.ts';
import { makePng } from '../helpers/document-fixtures.ts';
import { documentsClient } from '../helpers/documents-client.ts';
import { jobSchemaOf } from '../helpers/job-schema.ts';
import {
  BACKENDS,
  createTestApp,
  jobsSettled,
  signUpAndLogIn,
  type TestApp,
} from '../helpers/test-app.ts';

/** The value of one sample line of the Prometheus text, or undefined. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => have[key] === value))
      return Number(match[3]);
  }
  return undefined;
}

describe.each(BACKENDS)('metrics on %s', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
  });
  afterEach(() => t.close());

  const scrape = async (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('counts requests by route pattern, times conversions and PDFs, and reads queues and the outbox', async () => {
    const cookie = await signUpAndLogIn(t, 'metrics@example.org');
    const docs = documentsClient(t, cookie);
    await docs.call('PUT', '/api/answer', { answers: { first_name: 'Mae' } });
    await docs.call('PUT', '/api/answer', { answers: { first_name: 'x'.repeat(46) } });
    await docs.upload('md_veteran_doc', 'orders.png', makePng(20, 20));
    expect((await docs.settle('md_veteran_doc')).status).toBe('COMPLETED');
    expect((await docs.applicationPdf()).status).toBe('COMPLETED');
    await t.app.inject({ method: 'GET', url: '/public/tmp?token=do-not-label-me' });
    await jobsSettled(t.app);
    await t.db
      .insertInto('mail_outbox')
      .values({
        id: newId(),
        recipient: 'waiting@example.org',
        kind: 'confirm',
        content: '',
        state: 'pending',
        attempts: 1,
        locked_until: null,
        last_error: 'down',
        created_at: Date.now() - 90_000,
        // Waiting for its next try, an hour away.
        next_attempt_at: Date.now() + 3_600_000,
        sent_at: null,
      })
      .execute();

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(sample(text, 'admit_http_requests_total', { route: '/api/answer', status: '200' })).toBe(
      1,
    );
    expect(sample(text, 'admit_http_requests_total', { route: '/api/answer', status: '400' })).toBe(
      1,
    );
    expect(
      sample(text, 'admit_http_request_duration_seconds_count', {
        method: 'PUT',
        route: '/api/answer',
      }),
    ).toBe(2);
    expect(sample(text, 'admit_http_requests_total', { route: '/public/tmp', status: '404' })).toBe(
      1,
    );
    expect(text).not.toContain('do-not-label-me');
    expect(
      sample(text, 'admit_document_conversion_duration_seconds_count', {
        type: 'png',
        outcome: 'completed',
      }),
    ).toBe(1);
    expect(
      sample(text, 'admit_application_pdf_duration_seconds_count', { outcome: 'completed' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'admit_jobs', { queue: 'convert-document', state: 'waiting' })).toBe(0);
    expect(sample(text, 'admit_jobs', { queue: 'account-mail', state: 'running' })).toBe(0);
    expect(sample(text, 'admit_jobs_oldest_waiting_seconds', { queue: 'application-pdf' })).toBe(0);
    expect(sample(text, 'admit_mail_outbox_pending')).toBe(1);
    expect(sample(text, 'admit_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'admit_process_resident_memory_bytes')).toBeGreaterThan(0);
    if (backend === 'postgres')
      expect(sample(text, 'admit_db_pool_connections', { state: 'open' })).toBeGreaterThan(0);
  });

  it('shows how long the oldest waiting job has waited', async () => {
    await signUpAndLogIn(t, 'queue@example.org'); // the queue is up (pg-boss starts with its first job)
    await jobsSettled(t.app);
    // A job that waits: sent half a minute ago, due in an hour.
    if (backend === 'sqlite')
      await t.db
        .insertInto('jobs')
        .values({
          id: newId(),
          queue: 'account-mail',
          data: '{}',
          singleton_key: null,
          state: 'created',
          attempts: 0,
          max_attempts: 3,
          run_after: Date.now() + 3_600_000,
          last_error: null,
          created_at: Date.now() - 30_000,
          updated_at: Date.now() - 30_000,
        })
        .execute();
    else
      await sql`insert into ${sql.table(`${jobSchemaOf(t)}.job`)} (name, data, start_after, created_on)
        values ('account-mail', '{}', now() + interval '1 hour', now() - interval '30 seconds')`.execute(
        t.db,
      );
    const text = (await scrape()).body;
    expect(sample(text, 'admit_jobs', { queue: 'account-mail', state: 'waiting' })).toBe(1);
    expect(
      sample(text, 'admit_jobs_oldest_waiting_seconds', { queue: 'account-mail' }),
    ).toBeGreaterThanOrEqual(29);
  });

  it('answers only a scraper on the same host without a token, and only the token with one', async () => {
    expect((await scrape({}, '203.0.113.9')).statusCode).toBe(403);
    expect((await scrape({ 'x-forwarded-for': '127.0.0.1' }, '203.0.113.9')).statusCode).toBe(403);
    await t.close();
    t = await createTestApp(backend, { envOverrides: { metricsToken: 'scrape-me' } });
    expect((await scrape({}, '127.0.0.1')).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer wrong' }, '203.0.113.9')).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer scrape-me' }, '203.0.113.9')).statusCode).toBe(
      200,
    );
  });
});
