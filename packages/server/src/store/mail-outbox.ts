import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import { newId } from '../crypto/crypto.ts';

/** What a mail is about; per-recipient limits count mails of one kind. */
export type MailKind = 'confirm' | 'reset' | 'exists' | 'submitted' | 'submission-digest';

/** A mail to queue. */
export interface OutgoingMail {
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
}

/** Sent and failed mails are kept this long (per-recipient limits count the last hour). */
const KEEP_MS = 7 * 24 * 60 * 60_000;

/**
 * Stores a mail as pending, its subject and body sealed (they carry codes and links); returns
 * its id.
 */
export async function insertMail(ctx: AppContext, mail: OutgoingMail): Promise<string> {
  const id = newId();
  await ctx.db
    .insertInto('mail_outbox')
    .values({
      id,
      recipient: mail.to,
      kind: mail.kind,
      content: ctx.cipher.encrypt(JSON.stringify({ subject: mail.subject, text: mail.text })),
      state: 'pending',
      attempts: 0,
      locked_until: null,
      last_error: null,
      created_at: ctx.now(),
      sent_at: null,
    })
    .execute();
  return id;
}

/** Mails of `kind` queued for `to` in the last hour (per-recipient limits). */
export async function recentMailCount(
  ctx: AppContext,
  to: string,
  kind: MailKind,
): Promise<number> {
  const row = await ctx.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('recipient', '=', to)
    .where('kind', '=', kind)
    .where('created_at', '>', ctx.now() - 60 * 60_000)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Mail waiting to be sent, and how long the oldest has waited (metrics). */
export async function mailOutboxStats(
  ctx: AppContext,
): Promise<{ pending: number; oldestPendingMs: number }> {
  const row = await ctx.db
    .selectFrom('mail_outbox')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('state', '=', 'pending')
    .executeTakeFirst();
  const pending = Number(row?.n ?? 0);
  return {
    pending,
    oldestPendingMs: pending ? Math.max(0, ctx.now() - Number(row!.oldest)) : 0,
  };
}

/**
 * Takes a pending mail for `leaseMs` (counting the try), unless another try holds it; returns its
 * recipient and unsealed subject and body, or undefined.
 */
export async function claimMail(
  ctx: AppContext,
  id: string,
  leaseMs: number,
): Promise<{ to: string; subject: string; text: string } | undefined> {
  const now = ctx.now();
  const mail = await ctx.db
    .updateTable('mail_outbox')
    .set({ attempts: sql`attempts + 1`, locked_until: now + leaseMs })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
  if (!mail) return undefined;
  const { subject, text } = JSON.parse(ctx.cipher.decrypt(mail.content)) as {
    subject: string;
    text: string;
  };
  return { to: mail.recipient, subject, text };
}

/** A try failed: the mail waits for the next one, with the reason. */
export async function releaseMail(ctx: AppContext, id: string, reason: string): Promise<void> {
  await ctx.db
    .updateTable('mail_outbox')
    .set({ locked_until: null, last_error: reason })
    .where('id', '=', id)
    .execute();
}

/** Sent: its content is forgotten. */
export async function markMailSent(ctx: AppContext, id: string): Promise<void> {
  await ctx.db
    .updateTable('mail_outbox')
    .set({ state: 'sent', sent_at: ctx.now(), content: '', locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** Given up after every try: its content is forgotten, the reason kept. */
export async function markMailFailed(ctx: AppContext, id: string, reason: string): Promise<void> {
  await ctx.db
    .updateTable('mail_outbox')
    .set({ state: 'failed', content: '', locked_until: null, last_error: reason })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .execute();
}

/** Pending mails queued over a minute ago that no try holds: their job may have been lost. */
export async function unclaimedMailIds(ctx: AppContext): Promise<string[]> {
  const now = ctx.now();
  const rows = await ctx.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('state', '=', 'pending')
    .where('created_at', '<', now - 60_000)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .limit(500)
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes sent and failed mails older than a week. */
export async function purgeOldMail(ctx: AppContext): Promise<void> {
  await ctx.db
    .deleteFrom('mail_outbox')
    .where('state', 'in', ['sent', 'failed'])
    .where('created_at', '<', ctx.now() - KEEP_MS)
    .execute();
}
