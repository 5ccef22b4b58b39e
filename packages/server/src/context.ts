import type { Kysely } from 'kysely';
import type { DataCipher } from './crypto/data-cipher.ts';
import type { PasswordHasher } from './crypto/passwords.ts';
import type { ServerEnv } from './config/env.ts';
import type { FormVersions } from './config/form-versions.ts';
import type { Limits } from './config/limits.ts';
import type { LoadedPartner } from './config/partner.ts';
import type { DatabaseBackend } from './db/database-backend.ts';
import type { Database } from './db/schema.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { LookupProvider } from './lookups/lookup-provider.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Metrics } from './metrics/create-metrics.ts';
import type { Storage } from './storage/storage.ts';
import type { AnswerCodec } from './store/answers.ts';
import type { ApplicationWrites } from './store/application-writes.ts';

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
  /** How the running form's answers are stored (sealed with `cipher` where sensitive). */
  codec: AnswerCodec;
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

/** What the writes of an application run on (store/application-writes.ts), from the context. */
export const applicationWrites = (ctx: AppContext): ApplicationWrites => ({
  database: ctx.database,
  codec: ctx.codec,
  form: ctx.partner,
});
