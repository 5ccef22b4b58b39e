import type { Migration } from 'kysely/migration';
import type { AnyDb } from './any-db.ts';

export const m0013ConfigVersionTranslations: Migration = {
  // A config version's texts in each of its other languages (JSON: language → assembled config),
  // so an application submitted in Spanish reads the Spanish it was submitted with. Null for
  // versions kept before: they read in their default language.
  async up(db: AnyDb) {
    await db.schema.alterTable('config_versions').addColumn('translations', 'text').execute();
  },
};
