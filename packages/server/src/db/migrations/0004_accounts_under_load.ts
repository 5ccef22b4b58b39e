import type { Migration } from 'kysely/migration';
import { type AnyDb, ms } from './any-db.ts';

export const m0004AccountsUnderLoad: Migration = {
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
};
