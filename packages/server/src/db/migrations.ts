import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { DatabaseBackend } from './database-backend.ts';
import { m0001Initial } from './migrations/0001_initial.ts';
import { m0002AuditLogAppendOnly } from './migrations/0002_audit_log_append_only.ts';
import { m0003DocumentsAndJobs } from './migrations/0003_documents_and_jobs.ts';
import { m0002FrozenApplication } from './migrations/0002_frozen_application.ts';
import { m0003UploadForms } from './migrations/0003_upload_forms.ts';
import { m0004AccountsUnderLoad } from './migrations/0004_accounts_under_load.ts';
import { m0005DocumentImageOnly } from './migrations/0005_document_image_only.ts';
import { m0006VersionedWrites } from './migrations/0006_versioned_writes.ts';
import { m0007StaffConsole } from './migrations/0007_staff_console.ts';
import { m0008SubmissionDigests } from './migrations/0008_submission_digests.ts';
import { m0009StaffSso } from './migrations/0009_staff_sso.ts';
import { m0010ApplicationSummaries } from './migrations/0010_application_summaries.ts';
import { m0011MailOutboxQueue } from './migrations/0011_mail_outbox_queue.ts';
import { m0012AccountLanguage } from './migrations/0012_account_language.ts';
import { m0013ConfigVersionTranslations } from './migrations/0013_config_version_translations.ts';
import type { AnyDb } from './migrations/any-db.ts';

/** Every migration, in order (one file each under migrations/). Append only: a migration that ran is never edited. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': m0001Initial,
  '0002_audit_log_append_only': m0002AuditLogAppendOnly,
  '0003_documents_and_jobs': m0003DocumentsAndJobs,
  '0002_frozen_application': m0002FrozenApplication,
  '0003_upload_forms': m0003UploadForms,
  '0004_accounts_under_load': m0004AccountsUnderLoad,
  '0005_document_image_only': m0005DocumentImageOnly,
  '0006_versioned_writes': m0006VersionedWrites,
  '0007_staff_console': m0007StaffConsole,
  '0008_submission_digests': m0008SubmissionDigests,
  '0009_staff_sso': m0009StaffSso,
  '0010_application_summaries': m0010ApplicationSummaries,
  '0011_mail_outbox_queue': m0011MailOutboxQueue,
  '0012_account_language': m0012AccountLanguage,
  '0013_config_version_translations': m0013ConfigVersionTranslations,
};

/**
 * Every migration runs inside the one transaction Kysely opens for them; on PostgreSQL without the
 * pool's statement timeout, which is meant for requests, not for building an index on a big table.
 */
const providerOf = (database: DatabaseBackend): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, migration]) => [
        name,
        {
          ...migration,
          async up(db: AnyDb) {
            await database.withoutStatementTimeout(db);
            await migration.up(db);
          },
        },
      ]),
    ),
});

/** Applies every pending migration; throws the first failure. */
export async function migrate(database: DatabaseBackend): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which: with another
  // schema's tables in the same database (tests, a staging copy) it would skip creating its own.
  const schema = await database.currentSchema();
  const migrator = new Migrator({
    db: database.db,
    provider: providerOf(database),
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
