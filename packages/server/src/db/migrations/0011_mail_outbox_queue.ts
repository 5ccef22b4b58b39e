import type { Migration } from 'kysely/migration';
import { type AnyDb, ms } from './any-db.ts';

export const m0011MailOutboxQueue: Migration = {
  // The outbox becomes its own queue (outbox/mail-sender.ts): a mail is written in the transaction
  // of the change that causes it and sent by whichever process takes it. `lease` names the try
  // that holds it (a try whose lease was taken over can no longer hand the mail over);
  // `next_attempt_at` is when it may be tried (0: at once).
  async up(db: AnyDb) {
    await db.schema.alterTable('mail_outbox').addColumn('lease', 'varchar(36)').execute();
    await db.schema
      .alterTable('mail_outbox')
      .addColumn('next_attempt_at', ms, (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('mail_outbox_due')
      .on('mail_outbox')
      .columns(['state', 'next_attempt_at'])
      .execute();
  },
};
