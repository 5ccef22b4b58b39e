import type { Migration } from 'kysely/migration';
import type { AnyDb } from './any-db.ts';

export const m0009StaffSso: Migration = {
  // Staff who sign in with OpenID Connect: the provider's subject (`sub`) of the last single
  // sign-on. An account created at its first single sign-on has no password (an empty hash, which
  // no password verifies against).
  async up(db: AnyDb) {
    await db.schema.alterTable('staff_accounts').addColumn('sso_subject', 'varchar(255)').execute();
  },
};
