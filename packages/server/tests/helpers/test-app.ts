import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, contextOf, type BuildAppOptions } from '../../src/app.ts';
import type { ServerEnv } from '../../src/config/env.ts';
import { loadPartner, type LoadedPartner } from '../../src/config/partner.ts';
import type { Limits } from '../../src/config/limits.ts';
import type { DatabaseBackend } from '../../src/db/database-backend.ts';
import type { Mail, Mailer } from '../../src/mail/mailer.ts';
import VALID_APPLICATION from '../../../../partner-config/tests/valid-application.json' with { type: 'json' };

import { migratedDatabase, type Backend } from './test-databases.ts';

export {
  BACKENDS,
  PG_URL,
  isolatedDatabase,
  migratedDatabase,
  type Backend,
} from './test-databases.ts';
export const PUBLIC_URL = 'http://localhost:3000';
export const PARTNER_DIR = fileURLToPath(new URL('../../../../partner-config', import.meta.url));
/** The example partner that shares no keys, routes or lists with the bundled one. */
export const SECOND_PARTNER_DIR = fileURLToPath(
  new URL('../../../../partner-config/examples/fernhollow-art', import.meta.url),
);
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

/** A mailer that keeps mails in memory (each once handed over, as a mail server would). */
export function memoryMailer(): Mailer & { mails: Mail[] } {
  const mails: Mail[] = [];
  return {
    mails,
    async send(mail, options) {
      await options?.beforeHandOver?.();
      mails.push(mail);
    },
    close: () => undefined,
  };
}

/**
 * Makes `app.inject` send what a browser on PUBLIC_URL sends with every state-changing request:
 * `Origin: PUBLIC_URL`, unless the test names an Origin or a Sec-Fetch-Site itself (a header set
 * to undefined is left out, so a test can send a request without any).
 */
export function injectFromOwnPages(app: FastifyInstance, origin = PUBLIC_URL): FastifyInstance {
  const inject = app.inject.bind(app);
  const withOrigin = (options: InjectOptions | string): InjectOptions => {
    const request = typeof options === 'string' ? { url: options } : options;
    const headers: Record<string, unknown> = { ...request.headers };
    if (!('origin' in headers) && !('sec-fetch-site' in headers)) headers.origin = origin;
    for (const [name, value] of Object.entries(headers))
      if (value === undefined) delete headers[name];
    return { ...request, headers: headers as InjectOptions['headers'] };
  };
  app.inject = ((options?: InjectOptions | string) =>
    options === undefined ? inject() : inject(withOrigin(options))) as FastifyInstance['inject'];
  return app;
}

/** Limits for tests: rate limits out of the way unless a test sets them. */
export const TEST_LIMITS: Partial<Limits> = { publicPerMinute: 10_000, loginPerMinute: 10_000 };

export interface TestApp {
  app: FastifyInstance;
  mails: Mail[];
  db: Awaited<ReturnType<typeof migratedDatabase>>['db'];
  /** The database as the app has it (`db` is its Kysely). */
  database: DatabaseBackend;
  env: ServerEnv;
  /** DATABASE_URL reaching this app's database ('' on SQLite, where `env.dataDir` holds it). */
  databaseUrl: string;
  close(): Promise<void>;
}

/** A built app on its own database with an in-memory mailer. */
export async function createTestApp(
  backend: Backend,
  options: Partial<BuildAppOptions> & { envOverrides?: Partial<ServerEnv> } = {},
): Promise<TestApp> {
  const database = await migratedDatabase(backend);
  const mailer = memoryMailer();
  const { envOverrides, ...buildOptions } = options;
  const env = testEnv(database.dataDir, { databaseUrl: database.databaseUrl, ...envOverrides });
  const app = await buildApp({
    env,
    partner: await testPartner(),
    database: database.database,
    mailer,
    passwordCost: TEST_PASSWORD_COST,
    logger: false,
    ...buildOptions,
    limits: { ...TEST_LIMITS, ...buildOptions.limits },
  });
  injectFromOwnPages(app, new URL(env.publicUrl).origin);
  return {
    app,
    mails: mailer.mails,
    db: database.db,
    database: database.database,
    env,
    databaseUrl: database.databaseUrl,
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

/**
 * Waits for the `count`-th mail to `to` (mail leaves through the outbox's job, moments after the
 * request that caused it) and returns it.
 */
export async function waitForMail(mails: Mail[], to: string, count = 1, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = mails.filter((m) => m.to === to);
    if (mine.length >= count) return mine[count - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail number ${count} to ${to} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Polls `check` every 10 ms until it returns something other than undefined/false. */
export async function eventually<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result !== undefined && result !== false) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Waits until the app's job queue has nothing waiting or running and its outbox no mail due or
 * being sent (a mail waiting for a later try does not count).
 */
export const jobsSettled = (app: FastifyInstance): Promise<true> =>
  eventually(async () => {
    const ctx = contextOf(app);
    const mailDue = await ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', ctx.now())
      .executeTakeFirst();
    return (await ctx.jobs.pending()) === 0 && !mailDue;
  }, 'the job queue and the mail outbox to settle');

/** The code of the `count`-th mail to `to`, once it arrives. */
export async function mailedCode(mails: Mail[], to: string, count = 1): Promise<string> {
  await waitForMail(mails, to, count);
  return lastCode(mails.filter((m) => m.to === to).slice(0, count), to);
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
    payload: { username: email, code: await mailedCode(t.mails, email) },
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
