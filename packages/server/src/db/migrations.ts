import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { createFrozenApplicationTriggers } from './frozen-application.ts';
import type { Database } from './schema.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was, untyped.
type AnyDb = Kysely<any>;

const ms = 'bigint';

/** Every migration, in order. Append only: a migration that ran is never edited. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': {
    async up(db: AnyDb) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_page', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', ms, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(36)', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', ms, (c) => c.notNull())
        .addColumn('last_seen_at', ms, (c) => c.notNull())
        .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('codes')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(36)', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', ms, (c) => c.notNull())
        .addColumn('expires_at', ms, (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('codes_user')
        .on('codes')
        .columns(['user_id', 'purpose'])
        .execute();
      await db.schema
        .createTable('login_attempts')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('email', 'varchar(320)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(36)')
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('success', 'integer', (c) => c.notNull())
        .addColumn('at', ms, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_attempts_email')
        .on('login_attempts')
        .columns(['email', 'at'])
        .execute();
      const perUser = (name: string) =>
        db.schema
          .createTable(name)
          .addColumn('user_id', 'varchar(36)', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          );
      await perUser('answers')
        .addColumn('key', 'varchar(128)', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', ms, (c) => c.notNull())
        .addPrimaryKeyConstraint('answers_pk', ['user_id', 'key'])
        .execute();
      await perUser('web_status')
        .addColumn('web_status', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_at', ms, (c) => c.notNull())
        .addPrimaryKeyConstraint('web_status_pk', ['user_id', 'web_status'])
        .execute();
      await perUser('add_another')
        .addColumn('button_id', 'varchar(128)', (c) => c.notNull())
        .addColumn('num_components', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('add_another_pk', ['user_id', 'button_id'])
        .execute();
      await perUser('tabs')
        .addColumn('tab_id', 'varchar(128)', (c) => c.notNull())
        .addColumn('chosen_tab', 'varchar(128)', (c) => c.notNull())
        .addPrimaryKeyConstraint('tabs_pk', ['user_id', 'tab_id'])
        .execute();
      await perUser('validations')
        .addColumn('page', 'varchar(128)', (c) => c.notNull())
        .addColumn('problems', 'text', (c) => c.notNull())
        .addColumn('updated_at', ms, (c) => c.notNull())
        .addPrimaryKeyConstraint('validations_pk', ['user_id', 'page'])
        .execute();
      await perUser('submissions')
        .addColumn('submitted_at', ms, (c) => c.notNull())
        .addPrimaryKeyConstraint('submissions_pk', ['user_id'])
        .execute();
      await db.schema
        .createTable('visitor_answers')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('answers', 'text', (c) => c.notNull())
        .addColumn('created_at', ms, (c) => c.notNull())
        .addColumn('expires_at', ms, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('at', ms, (c) => c.notNull())
        .addColumn('actor', 'varchar(128)', (c) => c.notNull())
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0002_audit_log_append_only': {
    // The audit log is append-only in the database itself, not only by convention in the code.
    async up(db: AnyDb) {
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
          begin raise exception 'audit_log is append-only'; end $$`.execute(db);
        await sql`create trigger audit_log_append_only before update or delete on audit_log
          for each row execute function audit_log_append_only()`.execute(db);
        return;
      }
      for (const action of ['update', 'delete'])
        await sql
          .raw(
            `create trigger audit_log_no_${action} before ${action} on audit_log
             begin select raise(abort, 'audit_log is append-only'); end`,
          )
          .execute(db);
    },
  },
  '0003_documents_and_jobs': {
    // Uploaded documents and their conversions, the whole-application PDF, and the embedded job
    // queue (used on SQLite; on PostgreSQL pg-boss keeps its own tables in its own schema).
    async up(db: AnyDb) {
      await db.schema
        .createTable('documents')
        .addColumn('user_id', 'varchar(36)', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('key', 'varchar(128)', (c) => c.notNull())
        .addColumn('conversion_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('file_key', 'varchar(512)', (c) => c.notNull())
        .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('file_size', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('error', 'varchar(64)')
        .addColumn('pdf_key', 'varchar(512)')
        .addColumn('pdf_pages', 'integer')
        .addColumn('created_at', ms, (c) => c.notNull())
        .addColumn('updated_at', ms, (c) => c.notNull())
        .addPrimaryKeyConstraint('documents_pk', ['user_id', 'key'])
        .execute();
      await db.schema
        .createTable('application_pdfs')
        .addColumn('user_id', 'varchar(36)', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('requested_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('source_hash', 'varchar(64)')
        .addColumn('pdf_key', 'varchar(512)')
        .addColumn('file_size', 'integer')
        .addColumn('generated_at', ms)
        .addColumn('message', 'text')
        .addColumn('error', 'varchar(64)')
        .addColumn('updated_at', ms, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('queue', 'varchar(64)', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('singleton_key', 'varchar(200)')
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('run_after', ms, (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', ms, (c) => c.notNull())
        .addColumn('updated_at', ms, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('jobs_ready')
        .on('jobs')
        .columns(['queue', 'state', 'run_after'])
        .execute();
    },
  },
  '0002_frozen_application': {
    up: createFrozenApplicationTriggers,
  },
  '0003_upload_forms': {
    async up(db: AnyDb) {
      await db.schema
        .createTable('upload_forms')
        .addColumn('file_key', 'varchar(512)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(36)', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('expires_at', ms, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('upload_forms_expiry')
        .on('upload_forms')
        .column('expires_at')
        .execute();
    },
  },
  '0004_accounts_under_load': {
    // Login back-off, per-address request counters and the mail outbox live in the database, so
    // every server process shares them and a restart loses none.
    async up(db: AnyDb) {
      await db.schema
        .createTable('login_guards')
        .addColumn('email', 'varchar(320)', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('blocked_until', ms, (c) => c.notNull())
        .addColumn('updated_at', ms, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('rate_counters')
        .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
        .addColumn('window_start', ms, (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('recipient', 'varchar(320)', (c) => c.notNull())
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', ms)
        .addColumn('last_error', 'text')
        .addColumn('created_at', ms, (c) => c.notNull())
        .addColumn('sent_at', ms)
        .execute();
      await db.schema
        .createIndex('mail_outbox_recipient')
        .on('mail_outbox')
        .columns(['recipient', 'kind', 'created_at'])
        .execute();
      await db.schema
        .createIndex('mail_outbox_state')
        .on('mail_outbox')
        .columns(['state', 'created_at'])
        .execute();
    },
  },
  '0005_document_image_only': {
    // Whether a converted document is an image-only scan, so staff know a screen reader reads
    // nothing of it. Documents converted before read 0: not known to be.
    async up(db: AnyDb) {
      await db.schema
        .alterTable('documents')
        .addColumn('image_only', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  '0006_versioned_writes': {
    // Field-level versions of an application (ETag / If-Match), retried writes recognised by their
    // Idempotency-Key, and the partner config versions applications were started and submitted on.
    async up(db: AnyDb) {
      await db.schema
        .createTable('applications')
        .addColumn('user_id', 'varchar(36)', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('revision', ms, (c) => c.notNull().defaultTo(0))
        .addColumn('started_config', 'varchar(64)')
        .execute();
      // Kept with the submission (submit writes nothing else, so it takes no other row's lock).
      await db.schema
        .alterTable('submissions')
        .addColumn('config_version', 'varchar(64)')
        .execute();
      await db.schema
        .createTable('key_revisions')
        .addColumn('user_id', 'varchar(36)', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('key', 'varchar(200)', (c) => c.notNull())
        .addColumn('revision', ms, (c) => c.notNull())
        .addPrimaryKeyConstraint('key_revisions_pk', ['user_id', 'key'])
        .execute();
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('user_id', 'varchar(36)', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('idempotency_key', 'varchar(128)', (c) => c.notNull())
        .addColumn('revision', ms, (c) => c.notNull())
        .addColumn('created_at', ms, (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'idempotency_key'])
        .execute();
      await db.schema
        .createIndex('idempotency_keys_created')
        .on('idempotency_keys')
        .column('created_at')
        .execute();
      await db.schema
        .createTable('config_versions')
        .addColumn('hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('config', 'text', (c) => c.notNull())
        .addColumn('created_at', ms, (c) => c.notNull())
        .execute();
    },
  },
  '0007_staff_console': {
    // Local staff accounts and their own sessions (never interchangeable with an applicant's), who
    // did each audited read, when an application was last saved, and the indexes the staff list
    // sorts and filters by.
    async up(db: AnyDb) {
      await db.schema
        .createTable('staff_accounts')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'varchar(16)', (c) => c.notNull())
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', ms, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('staff_sessions')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('staff_id', 'varchar(36)', (c) =>
          c.notNull().references('staff_accounts.id').onDelete('cascade'),
        )
        .addColumn('created_at', ms, (c) => c.notNull())
        .addColumn('last_seen_at', ms, (c) => c.notNull())
        .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('staff_sessions_staff')
        .on('staff_sessions')
        .column('staff_id')
        .execute();
      // Rows written before staff accounts were all service-token reads.
      await db.schema
        .alterTable('audit_log')
        .addColumn('actor_kind', 'varchar(16)', (c) => c.notNull().defaultTo('service-token'))
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
      await db.schema
        .createIndex('audit_log_actor')
        .on('audit_log')
        .columns(['actor', 'at'])
        .execute();
      await db.schema
        .createIndex('audit_log_action')
        .on('audit_log')
        .columns(['action', 'at'])
        .execute();
      await db.schema.alterTable('applications').addColumn('saved_at', ms).execute();
      await sql`update applications set saved_at = (select max(updated_at) from answers
        where answers.user_id = applications.user_id)`.execute(db);
      await db.schema
        .createIndex('applications_saved')
        .on('applications')
        .columns(['saved_at', 'user_id'])
        .execute();
      await db.schema
        .createIndex('submissions_submitted')
        .on('submissions')
        .columns(['submitted_at', 'user_id'])
        .execute();
      await db.schema
        .createIndex('users_created')
        .on('users')
        .columns(['created_at', 'id'])
        .execute();
    },
  },
};

/**
 * Every migration runs inside the one transaction Kysely opens for them; on PostgreSQL without the
 * pool's statement timeout, which is meant for requests, not for building an index on a big table.
 */
const provider: MigrationProvider = {
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, migration]) => [
        name,
        {
          ...migration,
          async up(db: AnyDb) {
            if (db.getExecutor().adapter instanceof PostgresAdapter)
              await sql`set local statement_timeout = 0`.execute(db);
            await migration.up(db);
          },
        },
      ]),
    ),
};

/** Applies every pending migration; throws the first failure. */
export async function migrate(db: Kysely<Database>): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which: with another
  // schema's tables in the same database (tests, a staging copy) it would skip creating its own.
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  // Kysely looks for its tables by reading the catalog of every schema; another session dropping
  // a schema meanwhile (a staging copy, a parallel test run) fails that read with 3F000. The
  // migrations themselves run in one transaction, so reading again is safe.
  for (let attempt = 1; ; attempt++) {
    const { error } = await migrator.migrateToLatest();
    if (!error) return;
    if (attempt >= 5 || (error as { code?: string }).code !== '3F000') throw error;
  }
}
