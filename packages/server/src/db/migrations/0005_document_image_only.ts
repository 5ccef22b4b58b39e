import type { Migration } from 'kysely/migration';
import { type AnyDb } from './any-db.ts';

export const m0005DocumentImageOnly: Migration = {
  // Whether a converted document is an image-only scan, so staff know a screen reader reads
  // nothing of it. Documents converted before read 0: not known to be.
  async up(db: AnyDb) {
    await db.schema
      .alterTable('documents')
      .addColumn('image_only', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
