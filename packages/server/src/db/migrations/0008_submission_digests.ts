import type { Migration } from 'kysely/migration';
import { type AnyDb, ms } from './any-db.ts';

export const m0008SubmissionDigests: Migration = {
  // The days whose submission digest a server has sent: the primary key lets one server claim a
  // day, however many run the hourly housekeeping at once.
  async up(db: AnyDb) {
    await db.schema
      .createTable('submission_digests')
      .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
      .addColumn('submissions', 'integer', (c) => c.notNull())
      .addColumn('sent_at', ms, (c) => c.notNull())
      .execute();
  },
};
