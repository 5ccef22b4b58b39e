import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { NodeSqliteDialect } from '../src/db/node-sqlite-dialect.ts';
import type { Database } from '../src/db/schema.ts';
import { UNEXPECTED_ERROR } from '../src/http/service-unavailable.ts';
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
  signUpAndLogIn,
  testEnv,
  testPartner,
  type Backend,
  type TestApp,
} from './helpers/test-app.ts';

/** An app whose database a test can take away and give back. */
interface OutageApp {
  t: TestApp;
  /** PostgreSQL: every connection reset, new ones refused. SQLite: another process holds the write lock. */
  begin(): Promise<void>;
  end(): Promise<void>;
  close(): Promise<void>;
}

async function appOn(
  backend: Backend,
  db: Kysely<Database>,
  dataDir: string,
  databaseUrl: string,
): Promise<{ app: FastifyInstance; t: TestApp }> {
  const mailer = memoryMailer();
  const env = testEnv(dataDir, { databaseUrl });
  const app = await buildApp({
    env,
    partner: await testPartner(),
    db,
    mailer,
    passwordCost: TEST_PASSWORD_COST,
    logger: false,
    limits: TEST_LIMITS,
  });
  return { app, t: { app, mails: mailer.mails, db, env, databaseUrl, close: () => app.close() } };
}

async function outageApp(backend: Backend): Promise<OutageApp> {
  if (backend === 'postgres') {
    const database = await isolatedDatabase('postgres');
    const target = new URL(PG_URL);
    const proxy = await TcpProxy.start({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    const schema = schemaOf({ databaseUrl: database.schemaUrl });
    const db = createDatabase({
      databaseUrl: proxy.url(PG_URL),
      dataDir: database.dataDir,
      pgSchema: schema,
      poolSize: 5,
    });
    const { app, t } = await appOn(backend, db, database.dataDir, proxy.url(database.schemaUrl));
    return {
      t,
      begin: () => proxy.cut(),
      end: () => proxy.restore(),
      async close() {
        await app.close();
        await db.destroy();
        await proxy.close();
        await database.drop();
        await dropJobSchema({ databaseUrl: database.schemaUrl });
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-outage-'));
  const path = join(dataDir, 'admit.sqlite');
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect({ path, busyTimeoutMs: 300 }) });
  const { app, t } = await appOn(backend, db, dataDir, '');
  let holder: DatabaseSync | undefined;
  return {
    t,
    async begin() {
      holder = new DatabaseSync(path);
      holder.exec('BEGIN IMMEDIATE');
    },
    async end() {
      holder?.exec('ROLLBACK');
      holder?.close();
    },
    async close() {
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(BACKENDS)('a database outage on %s', (backend) => {
  let outage: OutageApp;
  let cookie: string;
  beforeAll(async () => {
    outage = await outageApp(backend);
    cookie = await signUpAndLogIn(outage.t, 'outage@example.org');
  });
  afterAll(() => outage.close());

  const save = (answers: Record<string, string>) =>
    outage.t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie, origin: PUBLIC_URL },
      payload: { answers },
    });
  const get = (url: string) => outage.t.app.inject({ method: 'GET', url, headers: { cookie } });

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
