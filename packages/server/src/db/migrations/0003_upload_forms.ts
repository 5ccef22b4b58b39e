import type { Migration } from 'kysely/migration';
import { type AnyDb, ms } from './any-db.ts';

export const m0003UploadForms: Migration = {
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
};
