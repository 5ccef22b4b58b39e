import { sql, type Kysely } from 'kysely';
import type { DataCipher } from '../crypto/data-cipher.ts';
import { newId } from '../crypto/crypto.ts';
import type { Database } from '../db/schema.ts';

/** What a mail is about; per-recipient limits count mails of one kind. */
export type MailKind = 'confirm' | 'reset' | 'exists' | 'submitted' | 'submission-digest';

/** A mail to queue. */
export interface OutgoingMail {
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
}

/** A mail a try has taken: what to send, and the lease that lets this try hand it over. */
export interface ClaimedMail {
  id: string;
  lease: string;
  to: string;
  /** Subject and body as sealed JSON (see openMail). */
  content: string;
  /** Tries so far, this one included. */
  attempts: number;
  createdAt: number;
}

/** Sent and failed mails are kept this long (per-recipient limits count the last hour). */
const KEEP_MS = 7 * 24 * 60 * 60_000;

/**
 * Writes a mail as pending, its subject and body sealed (they carry codes and links), in the
 * transaction `db` is (the change that causes the mail commits with it, or neither does). With
 * `id`, a second write of the same mail (a retried job) writes nothing: the result says whether
 * this one did.
 */
export async function insertMail(
  db: Kysely<Database>,
  cipher: DataCipher,
  now: number,
  mail: OutgoingMail,
  id: string = newId(),
): Promise<boolean> {
  const inserted = await db
    .insertInto('mail_outbox')
    .values({
      id,
      recipient: mail.to,
      kind: mail.kind,
      content: cipher.encrypt(JSON.stringify({ subject: mail.subject, text: mail.text })),
      state: 'pending',
      attempts: 0,
      locked_until: null,
      lease: null,
      next_attempt_at: 0,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Whether a mail with this id was ever queued (and not yet purged). */
export async function mailExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Mails of `kind` queued for `to` in the last hour (per-recipient limits). */
export async function recentMailCount(
  db: Kysely<Database>,
  now: number,
  to: string,
  kind: MailKind,
): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('recipient', '=', to)
    .where('kind', '=', kind)
    .where('created_at', '>', now - 60 * 60_000)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Mail waiting to be sent, and how long the oldest has waited (metrics). */
export async function mailOutboxStats(
  db: Kysely<Database>,
  now: number,
): Promise<{ pending: number; oldestPendingMs: number }> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('state', '=', 'pending')
    .executeTakeFirst();
  const pending = Number(row?.n ?? 0);
  return { pending, oldestPendingMs: pending ? Math.max(0, now - Number(row!.oldest)) : 0 };
}

/** The subject and body of a claimed mail; throws when they cannot be opened (a lost key). */
export function openMail(cipher: DataCipher, content: string): { subject: string; text: string } {
  const { subject, text } = JSON.parse(cipher.decrypt(content)) as {
    subject: unknown;
    text: unknown;
  };
  if (typeof subject !== 'string' || typeof text !== 'string')
    throw new Error('The mail has no subject or body.');
  return { subject, text };
}

/**
 * Takes the pending mail that has been due longest and no try holds, for `leaseMs`, under a new
 * lease (counting the try); returns it, or undefined when none is due. One UPDATE: two
 * processes asking at once never take the same mail (on PostgreSQL the loser re-reads the row
 * after the winner commits and no longer matches).
 */
export async function claimDueMail(
  db: Kysely<Database>,
  now: number,
  leaseMs: number,
): Promise<ClaimedMail | undefined> {
  const lease = newId();
  const row = await db
    .updateTable('mail_outbox')
    .set({ attempts: sql`attempts + 1`, locked_until: now + leaseMs, lease })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('state', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((inner) =>
          inner.or([inner('locked_until', 'is', null), inner('locked_until', '<=', now)]),
        )
        .orderBy('next_attempt_at')
        .orderBy('created_at')
        .limit(1),
    )
    .where('state', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    lease,
    to: row.recipient,
    content: row.content,
    attempts: Number(row.attempts),
    createdAt: Number(row.created_at),
  };
}

/**
 * The point of no return of a try: the mail is recorded sent just before its last byte goes to
 * the mail server. Only the try holding the lease can do it; false when another try has taken the
 * mail meanwhile (this try must then not finish the send). The content is kept until the server
 * has answered, in case it refuses the mail.
 */
export async function markMailHandedOver(
  db: Kysely<Database>,
  id: string,
  lease: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ state: 'sent', sent_at: now, locked_until: null })
    .where('id', '=', id)
    .where('lease', '=', lease)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The mail server has taken the mail: its content is forgotten. */
export async function forgetSentMail(
  db: Kysely<Database>,
  id: string,
  lease: string,
  note: string | null = null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ content: '', lease: null, last_error: note })
    .where('id', '=', id)
    .where('lease', '=', lease)
    .where('state', '=', 'sent')
    .execute();
}

/**
 * A try failed (before the hand-over, or the server refused the mail after it): the mail waits
 * until `nextAttemptAt`, with the reason. Only the try holding the lease can put it back.
 */
export async function retryMailLater(
  db: Kysely<Database>,
  id: string,
  lease: string,
  reason: string,
  nextAttemptAt: number,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      state: 'pending',
      sent_at: null,
      locked_until: null,
      lease: null,
      next_attempt_at: nextAttemptAt,
      last_error: reason,
    })
    .where('id', '=', id)
    .where('lease', '=', lease)
    .where('state', 'in', ['pending', 'sent'])
    .execute();
}

/** Given up (refused for good, or past the last try): its content is forgotten, the reason kept. */
export async function markMailFailed(
  db: Kysely<Database>,
  id: string,
  lease: string,
  reason: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ state: 'failed', content: '', locked_until: null, lease: null, last_error: reason })
    .where('id', '=', id)
    .where('lease', '=', lease)
    .where('state', 'in', ['pending', 'sent'])
    .execute();
}

/**
 * The tries a process that died was making: free at once. Only where one process uses the
 * database (SQLite) and at its start, when every lease belongs to a dead process.
 */
export async function releaseAllLeases(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ locked_until: null, lease: null })
    .where('state', '=', 'pending')
    .where('lease', 'is not', null)
    .execute();
}

/**
 * Housekeeping: forgets the content of mails handed over by a try that did not live to hear the
 * server's answer (they count as sent and are never sent again), and deletes sent and failed
 * mails older than a week.
 */
export async function purgeOldMail(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ content: '', lease: null })
    .where('state', '=', 'sent')
    .where('content', '!=', '')
    .where('sent_at', '<', now - 10 * 60_000)
    .execute();
  await db
    .deleteFrom('mail_outbox')
    .where('state', 'in', ['sent', 'failed'])
    .where('created_at', '<', now - KEEP_MS)
    .execute();
}
