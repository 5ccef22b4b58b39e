import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrations.ts';
import { createSqliteDatabase } from '../../src/db/sqlite/sqlite-database.ts';
import { createJobQueue } from '../../src/jobs/create-job-queue.ts';
import { isDatabaseUnavailable } from '../../src/db/database-unavailable.ts';
import { createEmbeddedJobQueue } from '../../src/jobs/embedded/embedded-job-queue.ts';
import { createPgBossJobQueue } from '../../src/jobs/pg-boss/pg-boss-job-queue.ts';
import { JOB_ATTEMPTS, type JobDefinition, type JobQueue } from '../../src/jobs/job-queue.ts';
import { dropJobSchema, schemaOf } from '../helpers/job-schema.ts';
import { TcpProxy } from '../helpers/tcp-proxy.ts';
import { BACKENDS, PG_URL, isolatedDatabase, type Backend } from '../helpers/test-app.ts';

const quiet = { warn: () => undefined, error: () => undefined };

/** Resolves when `check` holds, polling every 20 ms (fails after `ms`). */
async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(BACKENDS)('the job queue on %s', (backend: Backend) => {
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  const queues: JobQueue[] = [];
  beforeEach(async () => {
    database = await isolatedDatabase(backend);
    await migrate(database.database);
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await database.drop();
    await dropJobSchema({ databaseUrl: database.schemaUrl });
  });

  async function queueWith(...definitions: JobDefinition<{ n: number }>[]) {
    const queue = await createJobQueue({
      database: database.database,
      databaseUrl: database.databaseUrl,
      log: quiet,
      leaseMs: 30_000,
      retryDelayMs: 0,
    });
    for (const definition of definitions) queue.define(definition);
    await queue.start();
    queues.push(queue);
    return queue;
  }

  it(`runs a job once with its data, retries a failing one and gives up after ${JOB_ATTEMPTS} attempts`, async () => {
    const seen: number[] = [];
    const attempts: [number, boolean][] = [];
    const gaveUp: string[] = [];
    const queue = await queueWith(
      { queue: 'ok', handle: async ({ n }) => void seen.push(n) },
      {
        queue: 'broken',
        handle: async (_data, run) => {
          attempts.push([run.attempt, run.lastAttempt]);
          throw new Error('always broken');
        },
        giveUp: async (_data, reason) => void gaveUp.push(reason),
      },
    );
    await queue.send('ok', { n: 7 });
    await queue.send('broken', { n: 1 });
    await until(() => seen.length === 1 && gaveUp.length === 1);
    expect(seen).toEqual([7]);
    expect(attempts).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(gaveUp).toEqual(['always broken']);
  });

  it('keeps one waiting job per singleton key', async () => {
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const runs: number[] = [];
    const queue = await queueWith({
      queue: 'pdf',
      handle: async ({ n }) => {
        runs.push(n);
        if (n === 1) await blocked;
      },
    });
    await queue.send('pdf', { n: 1 }, { singletonKey: 'user-1' });
    await until(() => runs.length === 1);
    await queue.send('pdf', { n: 2 }, { singletonKey: 'user-1' });
    await queue.send('pdf', { n: 3 }, { singletonKey: 'user-1' });
    release();
    await until(() => runs.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toEqual([1, 2]);
  });

  it('lets two server processes share the work, each job done exactly once', async () => {
    const done: number[] = [];
    const byQueue = [0, 0];
    const definition = (i: number): JobDefinition<{ n: number }> => ({
      queue: 'work',
      concurrency: 2,
      handle: async ({ n }) => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        done.push(n);
        byQueue[i]! += 1;
      },
    });
    const first = await queueWith(definition(0));
    const second = backend === 'postgres' ? await queueWith(definition(1)) : first;
    for (let n = 0; n < 30; n++) await (n % 2 ? second : first).send('work', { n });
    await until(() => done.length >= 30);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    if (backend === 'postgres') expect(byQueue.every((count) => count > 0)).toBe(true);
  });
});

describe('pg-boss started by two processes at once', () => {
  it('accepts the first jobs of both: the queues are set up one process at a time', async () => {
    const database = await isolatedDatabase('postgres');
    await migrate(database.database);
    const queues: JobQueue[] = [];
    try {
      const done: number[] = [];
      for (let i = 0; i < 2; i++) {
        // Two queues, as two processes on a database where pg-boss is not installed yet.
        const queue = await createJobQueue({
          database: database.database,
          databaseUrl: database.databaseUrl,
          log: quiet,
          leaseMs: 30_000,
          retryDelayMs: 0,
        });
        for (const name of ['first', 'second', 'third'])
          queue.define<{ n: number }>({ queue: name, handle: async ({ n }) => void done.push(n) });
        await queue.start();
        queues.push(queue);
      }
      await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          queues[n % 2]!.send(['first', 'second', 'third'][n % 3]!, { n }),
        ),
      );
      await until(() => done.length === 12);
    } finally {
      for (const queue of queues) await queue.stop();
      await database.drop();
    }
  });
});

describe('the embedded queue after a crash', () => {
  it('runs again the jobs a dead process left running, and gives up those out of attempts', async () => {
    const database = await isolatedDatabase('sqlite');
    await migrate(database.database);
    const row = (id: string, attempts: number) => ({
      id,
      queue: 'convert',
      data: JSON.stringify({ n: attempts }),
      singleton_key: null,
      state: 'active' as const,
      attempts,
      max_attempts: JOB_ATTEMPTS,
      run_after: 0,
      last_error: null,
      created_at: 0,
      updated_at: 0,
    });
    await database.db
      .insertInto('jobs')
      .values([row('a', 1), row('b', JOB_ATTEMPTS)])
      .execute();
    const ran: number[] = [];
    const gaveUp: number[] = [];
    const queue = await createJobQueue({
      database: database.database,
      databaseUrl: '',
      log: quiet,
      leaseMs: 30_000,
    });
    queue.define<{ n: number }>({
      queue: 'convert',
      handle: async ({ n }) => void ran.push(n),
      giveUp: async ({ n }) => void gaveUp.push(n),
    });
    await queue.start();
    await until(() => ran.length === 1);
    await queue.stop();
    expect(ran).toEqual([1]);
    expect(gaveUp).toEqual([JOB_ATTEMPTS]);
    const states = await database.db
      .selectFrom('jobs')
      .select(['id', 'state'])
      .orderBy('id')
      .execute();
    expect(states).toEqual([
      { id: 'a', state: 'completed' },
      { id: 'b', state: 'failed' },
    ]);
    await database.drop();
  });
});

describe('the embedded queue while another process holds the database lock', () => {
  it('waits it out, logs once, spends no attempt and finishes the job afterwards', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'admit-jobs-locked-'));
    const path = join(dir, 'admit.sqlite');
    const database = createSqliteDatabase({ path, busyTimeoutMs: 100 });
    const { db } = database;
    await migrate(database);
    await sql`create table saved (n integer not null)`.execute(db);
    const warnings: string[] = [];
    const errors: string[] = [];
    const queue = createEmbeddedJobQueue({
      db,
      log: { warn: (_o, message) => warnings.push(message), error: (_o, m) => errors.push(m) },
      pollMs: 50,
      retryDelayMs: 0,
    });
    let lock!: () => void;
    const locked = new Promise<void>((resolve) => (lock = resolve));
    const attempts: number[] = [];
    queue.define<{ n: number }>({
      queue: 'save',
      handle: async ({ n }, run) => {
        attempts.push(run.attempt);
        if (attempts.length === 1) await locked;
        await sql`insert into saved (n) values (${n})`.execute(db);
      },
    });
    await queue.start();
    await queue.send('save', { n: 1 });
    await until(() => attempts.length === 1);
    const outside = new DatabaseSync(path);
    outside.exec('BEGIN IMMEDIATE');
    lock();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    outside.exec('ROLLBACK');
    outside.close();
    const job = () => db.selectFrom('jobs').select(['state', 'attempts']).executeTakeFirstOrThrow();
    const deadline = Date.now() + 15_000;
    while ((await job()).state !== 'completed' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await queue.stop();
    expect(await job()).toEqual({ state: 'completed', attempts: 1 });
    expect(attempts.every((attempt) => attempt === 1)).toBe(true);
    expect((await sql`select n from saved`.execute(db)).rows).toEqual([{ n: 1 }]);
    expect(warnings.filter((m) => m === 'job queue waiting for the database')).toHaveLength(1);
    expect(warnings).toContain('job queue resumed: the database is back');
    expect(errors).toEqual([]);
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('pg-boss when PostgreSQL goes away (through a proxy that is cut)', () => {
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  let proxy: TcpProxy;
  let queue: JobQueue | undefined;
  const warnings: string[] = [];
  const log = {
    warn: (_o: object, message: string) => void warnings.push(message),
    error: () => undefined,
  };
  beforeEach(async () => {
    database = await isolatedDatabase('postgres');
    const target = new URL(PG_URL);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    warnings.length = 0;
  });
  afterEach(async () => {
    await proxy.restore();
    await queue?.stop();
    queue = undefined;
    await proxy.close();
    await database.drop();
    await dropJobSchema({ databaseUrl: database.schemaUrl });
  });

  const pgBossQueue = (ran: number[]) => {
    const created = createPgBossJobQueue({
      connectionString: proxy.url(database.schemaUrl),
      schema: `${schemaOf({ databaseUrl: database.schemaUrl })}_pgboss`,
      log,
      leaseMs: 30_000,
      installed: true,
      pollingIntervalSeconds: 0.5,
      retryDelayMs: 0,
      db: database.db,
    });
    created.define<{ n: number }>({ queue: 'work', handle: async ({ n }) => void ran.push(n) });
    return created;
  };

  it('starts by itself once the database it could not reach at start is back', async () => {
    const ran: number[] = [];
    await proxy.cut();
    queue = pgBossQueue(ran);
    await queue.start();
    expect(warnings).toContain('job queue waiting for the database to start');
    const refused = await queue.send('work', { n: 0 }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    await proxy.restore();
    await until(() => warnings.includes('job queue started: the database is back'));
    await queue.send('work', { n: 1 });
    await until(() => ran.length === 1);
    expect(ran).toEqual([1]);
  });

  it('goes on running jobs after every connection was reset', async () => {
    const ran: number[] = [];
    queue = pgBossQueue(ran);
    await queue.start();
    await queue.send('work', { n: 1 });
    await until(() => ran.length === 1);
    // pg-boss records the job completed just after its handler returns: cut after that, so the
    // cut meets the workers polling (which report it), not that write in flight.
    const bossSchema = `${schemaOf({ databaseUrl: database.schemaUrl })}_pgboss`;
    await until(async () => {
      const { rows } = await sql<{ state: string }>`
        select state from ${sql.table(`${bossSchema}.job`)} where data->>'n' = '1'`.execute(
        database.db,
      );
      return rows[0]?.state === 'completed';
    });
    await proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await proxy.restore();
    await queue.send('work', { n: 2 });
    await until(() => ran.length === 2);
    expect(ran).toEqual([1, 2]);
    expect(warnings).toContain('pg-boss waiting for the database');
  });
});
