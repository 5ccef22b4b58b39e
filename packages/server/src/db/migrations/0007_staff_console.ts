import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { type AnyDb, ms } from './any-db.ts';

export const m0007StaffConsole: Migration = {
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
};
