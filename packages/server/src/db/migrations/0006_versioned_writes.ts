import type { Migration } from 'kysely/migration';
import { type AnyDb, ms } from './any-db.ts';

export const m0006VersionedWrites: Migration = {
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
    await db.schema.alterTable('submissions').addColumn('config_version', 'varchar(64)').execute();
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
};
