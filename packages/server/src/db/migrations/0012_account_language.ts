import type { Migration } from 'kysely/migration';
import type { AnyDb } from './any-db.ts';

export const m0012AccountLanguage: Migration = {
  // The language the applicant reads the portal in (a BCP 47 tag the partner declares), kept with
  // the account so it follows them to another device. Null for accounts made before: they read
  // the language their browser asks for until they choose.
  async up(db: AnyDb) {
    await db.schema.alterTable('users').addColumn('language', 'text').execute();
  },
};
