import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { createDatabase } from '../src/db/create-database.ts';
import type { DatabaseBackend } from '../src/db/database-backend.ts';
import { createSqliteDatabase } from '../src/db/sqlite/sqlite-database.ts';
import { GENERIC_ERROR_MESSAGE as UNEXPECTED_ERROR } from '@admit/contract/constants';
import { dropJobSchema, schemaOf } from './helpers/job-schema.ts';
import { TcpProxy } from './helpers/tcp-proxy.ts';
import {
  BACKENDS,
  PG_URL,
  PUBLIC_URL,
  TEST_LIMITS,
  TEST_PASSWORD_COST,
  isolatedDatabase,
  memoryMailer,
  injectFromOwnPages,
  signUpAndLogIn,
  testEnv,
  testPartner,
  type Backend,
  type TestApp,
} from './helpers/test-app.ts';

/**
 * A database a test can take away and give back. PostgreSQL through a TCP proxy: every connection
 * reset, new ones refused. SQLite: another process holds the write lock past the busy timeout.
 */
interface Outage {
  database: DatabaseBackend;
  dataDir: string;
  databaseUrl: string;
  begin(): Promise<void>;
  end(): Promise<void>;
  close(): Promise<void>;
}

async function outageOn(backend: Backend): Promise<Outage> {
  if (backend === 'postgres') {
    const database = await isolatedDatabase('postgres');
    const target = new URL(PG_URL);
    const proxy = await TcpProxy.start({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    const proxied = createDatabase({
      databaseUrl: proxy.url(PG_URL),
      dataDir: database.dataDir,
      pgSchema: schemaOf({ databaseUrl: database.schemaUrl }),
      poolSize: 5,
    });
    return {
      database: proxied,
      dataDir: database.dataDir,
      databaseUrl: proxy.url(database.schemaUrl),
      begin: () => proxy.cut(),
      end: () => proxy.restore(),
      async close() {
        await proxied.destroy();
        await proxy.close();
        await database.drop();
        await dropJobSchema({ databaseUrl: database.schemaUrl });
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-outage-'));
  const path = join(dataDir, 'admit.sqlite');
  const database = createSqliteDatabase({ path, busyTimeoutMs: 300 });
  let holder: DatabaseSync | undefined;
  return {
    database,
    dataDir,
    databaseUrl: '',
    async begin() {
      holder = new DatabaseSync(path);
      holder.exec('BEGIN IMMEDIATE');
    },
    async end() {
      holder?.exec('ROLLBACK');
      holder?.close();
    },
    async close() {
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app on the outage's database, as a TestApp (the caller closes the outage after it). */
async function appOn(outage: Outage, options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const mailer = memoryMailer();
  const env = testEnv(outage.dataDir, { databaseUrl: outage.databaseUrl });
  const app: FastifyInstance = await buildApp({
    env,
    partner: await testPartner(),
    database: outage.database,
    mailer,
    passwordCost: TEST_PASSWORD_COST,
    logger: false,
    limits: TEST_LIMITS,
    ...options,
  });
  injectFromOwnPages(app, env.publicUrl);
  const { database, databaseUrl } = outage;
  return {
    app,
    mails: mailer.mails,
    db: database.db,
    database,
    env,
    databaseUrl,
    close: () => app.close(),
  };
}

describe.each(BACKENDS)('a database outage on %s', (backend) => {
  let outage: Outage;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    outage = await outageOn(backend);
    t = await appOn(outage);
    cookie = await signUpAndLogIn(t, 'outage@example.org');
  });
  afterAll(async () => {
    await t.close();
    await outage.close();
  });

  const save = (answers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie, origin: PUBLIC_URL },
      payload: { answers },
    });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('answers 503 with Retry-After and the spec message while it lasts, and saves again after', async () => {
    expect((await save({ first_name: 'Before' })).statusCode).toBe(200);
    await outage.begin();
    try {
      const refused = await save({ first_name: 'During' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({ message: UNEXPECTED_ERROR });
      expect((await get('/livez')).statusCode).toBe(200);
      // PostgreSQL is gone; SQLite still reads while another process holds its write lock.
      const health = await get('/healthz');
      expect(health.statusCode).toBe(backend === 'postgres' ? 503 : 200);
      if (backend === 'postgres') expect(health.headers['retry-after']).toBe('5');
    } finally {
      await outage.end();
    }
    expect((await save({ first_name: 'After' })).statusCode).toBe(200);
    expect((await get('/healthz')).statusCode).toBe(200);
    expect((await get('/api/profile')).json().answer).toMatchObject({ first_name: 'After' });
  });
});

describe.each(BACKENDS)('a server started while the database is out on %s', (backend) => {
  it('waits for the database, saying so in the log, and serves once it is back', async () => {
    const outage = await outageOn(backend);
    const lines: string[] = [];
    await outage.begin();
    const building = appOn(outage, {
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    while (!lines.some((line) => line.includes('database unavailable at start')))
      await new Promise((resolve) => setTimeout(resolve, 20));
    await outage.end();
    const t = await building;
    try {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await signUpAndLogIn(t, 'late@example.org');
    } finally {
      await t.close();
      await outage.close();
    }
  });
});
