import type { Kysely } from 'kysely';
import type { DataCipher } from '../crypto/data-cipher.ts';
import type { Database } from '../db/schema.ts';
import { insertMail, purgeOldMail, type OutgoingMail } from '../store/mail-outbox.ts';

/**
 * Queues a mail in the transaction `trx` of the change that causes it: the mail exists exactly when
 * the change commits. Its subject and body are sealed (they carry codes and links); the request
 * never waits for the mail server. Call `ctx.outbox.wake()` once the transaction has committed, so
 * the sender looks at once. With `id`, queuing the same mail again writes nothing (false).
 */
export const queueMail = (
  ctx: { cipher: DataCipher; now: () => number },
  trx: Kysely<Database>,
  mail: OutgoingMail,
  id?: string,
): Promise<boolean> => insertMail(trx, ctx.cipher, ctx.now(), mail, id);

/** Housekeeping: deletes old sent and failed mails (see purgeOldMail). */
export const sweepMailOutbox = (ctx: { db: Kysely<Database>; now: () => number }): Promise<void> =>
  purgeOldMail(ctx.db, ctx.now());
