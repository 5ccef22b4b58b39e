import type { Migration } from 'kysely/migration';
import { type AnyDb, ms } from './any-db.ts';

export const m0001Initial: Migration = {
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
    await db.schema.createIndex('codes_user').on('codes').columns(['user_id', 'purpose']).execute();
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
};
