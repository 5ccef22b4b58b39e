import { SESSION_IDLE_MS } from '@admit/contract/constants';
import type { Kysely } from 'kysely';
import type { DataCipher } from './crypto/data-cipher.ts';
import type { PasswordHasher } from './crypto/passwords.ts';
import type { ServerEnv } from './config/env.ts';
import type { FormVersions } from './config/form-versions.ts';
import type { LoadedPartner } from './config/partner.ts';
import type { DatabaseBackend } from './db/database-backend.ts';
import type { Database } from './db/schema.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { LookupProvider } from './lookups/lookup-provider.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Metrics } from './metrics/create-metrics.ts';
import type { Storage } from './storage/storage.ts';

/** Limits and lifetimes; tests shorten or loosen some. */
export interface Limits {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** A staff session ends after this long unused (30 minutes)... */
  staffSessionIdleMs: number;
  /** ...and this long after sign-in, used or not (12 hours). */
  staffSessionAbsoluteMs: number;
  confirmCodeMs: number;
  resetCodeMs: number;
  codeMaxAttempts: number;
  /** Codes mailed per account and purpose per hour (sign-up's first code included). */
  codeMailsPerHour: number;
  /** Failed logins per e-mail before back-off starts. */
  loginFailuresBeforeBackoff: number;
  /** Longest back-off: an attacker can never lock a real user out for longer. */
  loginBackoffMaxMs: number;
  visitorAnswersMs: number;
  /**
   * Requests per minute per client address on each public route (login has its own): a coarse
   * backstop, high enough for a school's applicants behind one address; per-account limits (code
   * tries, login back-off, mails per hour) do the fine work.
   */
  publicPerMinute: number;
  loginPerMinute: number;
  /** Documents handed in for conversion per minute per client address. */
  conversionsPerMinute: number;
  bodyLimitBytes: number;
}

export const DEFAULT_LIMITS: Limits = {
  sessionIdleMs: SESSION_IDLE_MS,
  sessionAbsoluteMs: 12 * 60 * 60 * 1000,
  staffSessionIdleMs: 30 * 60 * 1000,
  staffSessionAbsoluteMs: 12 * 60 * 60 * 1000,
  confirmCodeMs: 24 * 60 * 60 * 1000,
  resetCodeMs: 60 * 60 * 1000,
  codeMaxAttempts: 5,
  codeMailsPerHour: 5,
  loginFailuresBeforeBackoff: 5,
  loginBackoffMaxMs: 15 * 60 * 1000,
  visitorAnswersMs: 7 * 24 * 60 * 60 * 1000,
  publicPerMinute: 300,
  loginPerMinute: 300,
  conversionsPerMinute: 30,
  bodyLimitBytes: 256 * 1024,
};

/** Everything a route needs. */
export interface AppContext {
  env: ServerEnv;
  partner: LoadedPartner;
  /** The running form version and the earlier ones applications were submitted on. */
  forms: FormVersions;
  /** Kysely on the database (`database.db`). */
  db: Kysely<Database>;
  /** The database and what differs between SQLite and PostgreSQL (db/database-backend.ts). */
  database: DatabaseBackend;
  mailer: Mailer;
  /**
   * The sender of the mail outbox (outbox/mail-sender.ts): wake it once a transaction that queued
   * mail has committed, so it looks at once.
   */
  outbox: { wake(): void };
  passwords: PasswordHasher;
  /** Seals sensitive answers, queued mail and stored PDFs (see crypto/data-cipher.ts). */
  cipher: DataCipher;
  lookups: LookupProvider[];
  limits: Limits;
  now: () => number;
  /** Uploaded documents and generated PDFs (DATA_DIR/storage or S3). */
  storage: Storage;
  /** Durable background jobs: conversions and application PDFs. */
  jobs: JobQueue;
  /** Prometheus metrics of this process (GET /metrics). */
  metrics: Metrics;
}
