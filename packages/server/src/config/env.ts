import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadStaffSignInEnv, type StaffOidcEnv } from './staff-sign-in-env.ts';

/** The server's configuration, read from the environment (documented in the README). */
export interface ServerEnv {
  port: number;
  host: string;
  /** The origin applicants use, e.g. https://apply.example.edu (links in mails, Origin check, Secure cookies). */
  publicUrl: string;
  dataDir: string;
  /** `postgres://...` selects PostgreSQL; empty means SQLite in DATA_DIR. */
  databaseUrl: string;
  /** `smtp://user:pass@host:port`; empty writes mails to DATA_DIR/outbox. */
  smtpUrl: string;
  /** MAIL_FROM: the sender of every mail (default: the partner's name and help e-mail). */
  mailFrom?: string;
  /** Document storage (issue 6); kept here so all settings are read in one place. */
  storageUrl: string;
  /** S3_ENDPOINT: an S3-compatible endpoint (MinIO, Ceph...) for STORAGE_URL=s3://; path-style URLs. */
  s3Endpoint?: string;
  /** SOFFICE_PATH: the LibreOffice binary that converts .docx (default `soffice` on PATH). */
  sofficePath?: string;
  /** CONVERSION_TIMEOUT_SECONDS: longest one .docx conversion may run (default 60). */
  conversionTimeoutMs?: number;
  /** JOB_LEASE_SECONDS: a running job not finished after this long is retried elsewhere (PostgreSQL; default 120). */
  jobLeaseMs?: number;
  /**
   * MAIL_LEASE_SECONDS: how long a try at sending a mail holds it before another process may try
   * it (its own died, say; default 30).
   */
  mailLeaseMs?: number;
  /**
   * SESSION_IDLE_MS: idle time after which a session ends, in milliseconds (default the spec's
   * 15 minutes). The web app's inactivity logout follows it (GET /public/client-config).
   */
  sessionIdleMs?: number;
  /**
   * METRICS_TOKEN: a scraper that sends `Authorization: Bearer <token>` may read /metrics; without
   * it only a scraper on the same host may.
   */
  metricsToken?: string;
  /**
   * RATE_LIMIT_PER_MINUTE: requests per minute one client address may make to each public route
   * (default 300): a coarse backstop that a school's applicants behind one address stay under.
   */
  rateLimitPerMinute?: number;
  /**
   * PG_PREPARED_STATEMENTS: prepared statements kept per PostgreSQL connection (default 100); 0
   * turns them off, e.g. behind a PgBouncer in transaction mode that does not track them.
   */
  pgPreparedStatements?: number;
  partnerConfig: string;
  /** Secret for signing service tokens and deriving the answer encryption key. */
  secret: string;
  /**
   * PREVIOUS_SECRETS: earlier values of SECRET (comma-separated) after a rotation: they still open
   * data they sealed and accept tokens and codes they signed, until `npm run rotate-key` has
   * sealed everything again with SECRET and they can go.
   */
  previousSecrets?: string[];
  isDevelopment: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses or CIDRs, comma-separated,
   * or "true"; default none): per-IP limits must see the client's address behind a load balancer,
   * but a client must not choose its own address.
   */
  trustProxy: boolean | string;
  /** The built web app to serve (WEB_ROOT, default dist/web); skipped when absent. */
  webRoot: string;
  /** STAFF_OIDC_*: staff single sign-on with OpenID Connect; unset without STAFF_OIDC_ISSUER. */
  staffOidc?: StaffOidcEnv;
  /**
   * STAFF_LOCAL_LOGIN: local staff accounts may sign in with a password. Unset means the
   * default: on without single sign-on, off with it (see `staffLocalLoginOf`).
   */
  staffLocalLogin?: boolean;
}

/** Whether local staff accounts may sign in with a password (STAFF_LOCAL_LOGIN or its default). */
export const staffLocalLoginOf = (env: Pick<ServerEnv, 'staffOidc' | 'staffLocalLogin'>): boolean =>
  env.staffLocalLogin ?? !env.staffOidc;

/** SECRET first, then PREVIOUS_SECRETS: what signatures and codes are checked against. */
export const secretsOf = (env: Pick<ServerEnv, 'secret' | 'previousSecrets'>): string[] => [
  env.secret,
  ...(env.previousSecrets ?? []),
];

type Env = Readonly<Record<string, string | undefined>>;

/** Reads the secret from SECRET, else from DATA_DIR/secret, creating it (0600) the first time. */
export function loadSecret(env: Env, dataDir: string): string {
  if (env.SECRET) return env.SECRET;
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** A positive number of seconds from `env[name]`, in milliseconds; undefined when unset. */
function seconds(env: Env, name: string): number | undefined {
  const text = env[name];
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} is not a number of seconds: ${text}`);
  return value * 1000;
}

/** A positive whole number of milliseconds from `env[name]`; undefined when unset or empty. */
function milliseconds(env: Env, name: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive number of milliseconds, not "${text}".`);
  return value;
}

/** A whole number, 0 or more, from `env[name]`; undefined when unset or empty. */
function count(env: Env, name: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number (0 or more), not "${text}".`);
  return value;
}

/** Reads the configuration from `env` (process.env by default). */
export function loadEnv(env: Env = process.env): ServerEnv {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port: ${env.PORT}`);
  const dataDir = resolve(env.DATA_DIR || './data');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  new URL(publicUrl);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? '',
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM?.trim() || undefined,
    storageUrl: env.STORAGE_URL ?? '',
    s3Endpoint: env.S3_ENDPOINT || undefined,
    sofficePath: env.SOFFICE_PATH || undefined,
    conversionTimeoutMs: seconds(env, 'CONVERSION_TIMEOUT_SECONDS'),
    jobLeaseMs: seconds(env, 'JOB_LEASE_SECONDS'),
    mailLeaseMs: seconds(env, 'MAIL_LEASE_SECONDS'),
    sessionIdleMs: milliseconds(env, 'SESSION_IDLE_MS'),
    pgPreparedStatements: count(env, 'PG_PREPARED_STATEMENTS'),
    rateLimitPerMinute: count(env, 'RATE_LIMIT_PER_MINUTE'),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    partnerConfig: resolve(env.PARTNER_CONFIG || 'partner-config'),
    secret: loadSecret(env, dataDir),
    previousSecrets: (env.PREVIOUS_SECRETS ?? '')
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean),
    isDevelopment: env.NODE_ENV !== 'production',
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
    webRoot: resolve(env.WEB_ROOT || 'dist/web'),
    ...loadStaffSignInEnv(env),
  };
}
