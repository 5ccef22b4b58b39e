import type { Migration } from 'kysely/migration';
import { type AnyDb, ms } from './any-db.ts';

export const m0003DocumentsAndJobs: Migration = {
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
};
