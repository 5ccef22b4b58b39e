import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import type { ServerEnv } from '../../src/config/env.ts';
import { loadPartner, type LoadedPartner } from '../../src/config/partner.ts';
import { createDatabase } from '../../src/db/create-database.ts';
import type { Limits } from '../../src/context.ts';
import type { Mail, Mailer } from '../../src/mail/mailer.ts';
import VALID_APPLICATION from '../../../../partner-config/tests/valid-application.json' with { type: 'json' };

export type Backend = 'sqlite' | 'postgres';
/** Every server suite runs on both. */
export const BACKENDS: Backend[] = ['sqlite', 'postgres'];

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const PUBLIC_URL = 'http://localhost:3000';
export const PARTNER_DIR = fileURLToPath(new URL('../../../../partner-config', import.meta.url));
/** argon2id at its cheapest: tests only. */
export const TEST_PASSWORD_COST = { memoryCost: 1024, timeCost: 1 };
export const PASSWORD = 'Correct-Horse-42';

let partner: Promise<LoadedPartner> | undefined;
export const testPartner = (): Promise<LoadedPartner> => (partner ??= loadPartner(PARTNER_DIR));

export const testEnv = (dataDir: string, overrides: Partial<ServerEnv> = {}): ServerEnv => ({
  port: 0,
  host: '127.0.0.1',
  publicUrl: PUBLIC_URL,
  dataDir,
  databaseUrl: '',
  smtpUrl: '',
  storageUrl: '',
  partnerConfig: PARTNER_DIR,
  secret: 'test-secret-not-for-production',
  isDevelopment: true,
  trustProxy: false,
  webRoot: '',
  ...overrides,
});

/** A mailer that keeps mails in memory. */
export function memoryMailer(): Mailer & { mails: Mail[] } {
  const mails: Mail[] = [];
  return { mails, send: async (mail) => void mails.push(mail), close: () => undefined };
}

/** An isolated database for one test app: a temp SQLite folder, or a fresh PostgreSQL schema. */
export async function isolatedDatabase(backend: Backend) {
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-server-'));
  if (backend === 'sqlite') {
    const db = createDatabase({ dataDir });
    return {
      db,
      dataDir,
      databaseUrl: '',
      schemaUrl: '',
      async drop() {
        await db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = createDatabase({ databaseUrl: PG_URL, dataDir, pgSchema: schema, poolSize: 5 });
  return {
    db,
    dataDir,
    databaseUrl: PG_URL,
    /** A URL that selects this schema (for child processes such as the CLI). */
    schemaUrl: `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async drop() {
      await db.destroy();
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Limits for tests: rate limits out of the way unless a test sets them. */
export const TEST_LIMITS: Partial<Limits> = { publicPerMinute: 10_000, loginPerMinute: 10_000 };

export interface TestApp {
  app: FastifyInstance;
  mails: Mail[];
  db: Awaited<ReturnType<typeof isolatedDatabase>>['db'];
  env: ServerEnv;
  /** DATABASE_URL reaching this app's database (PostgreSQL: its schema). */
  databaseUrl: string;
  close(): Promise<void>;
}

/** A built app on its own database with an in-memory mailer. */
export async function createTestApp(
  backend: Backend,
  options: Partial<BuildAppOptions> & { envOverrides?: Partial<ServerEnv> } = {},
): Promise<TestApp> {
  const database = await isolatedDatabase(backend);
  const mailer = memoryMailer();
  const { envOverrides, ...buildOptions } = options;
  const env = testEnv(database.dataDir, { databaseUrl: database.databaseUrl, ...envOverrides });
  const app = await buildApp({
    env,
    partner: await testPartner(),
    db: database.db,
    mailer,
    passwordCost: TEST_PASSWORD_COST,
    logger: false,
    ...buildOptions,
    limits: { ...TEST_LIMITS, ...buildOptions.limits },
  });
  return {
    app,
    mails: mailer.mails,
    db: database.db,
    env,
    databaseUrl: database.schemaUrl,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** The 6-digit code of the last mail to `to`. */
export function lastCode(mails: Mail[], to: string): string {
  const mail = mails.filter((m) => m.to === to).at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** `name=value` pairs of the response's Set-Cookie headers, for the next request's Cookie header. */
export const cookieHeader = (response: LightMyRequestResponse): string =>
  response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** Signs up, confirms with the mailed code and logs in; returns the Cookie header of the session. */
export async function signUpAndLogIn(t: TestApp, email: string, token?: string): Promise<string> {
  const signup = await t.app.inject({
    method: 'POST',
    url: '/public/signup',
    payload: { username: email, password: PASSWORD, ...(token ? { token } : {}) },
  });
  if (signup.statusCode !== 200) throw new Error(`signup: ${signup.body}`);
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/public/confirm',
    payload: { username: email, code: lastCode(t.mails, email) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm: ${confirm.body}`);
  const login = await t.app.inject({
    method: 'POST',
    url: '/public/login',
    payload: { username: email, password: PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
  return cookieHeader(login);
}

/** The id of the account registered with `email`. */
export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const row = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The complete application of partner-config's section 5 tests: passes every rule. */
export { VALID_APPLICATION };
