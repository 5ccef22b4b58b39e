import { sql } from 'kysely';
import { newId } from '../crypto/crypto.ts';
import type { AppContext } from '../context.ts';
import type { JobDefinition, RetryPolicy } from '../jobs/job-queue.ts';

export const SEND_MAIL_QUEUE = 'send-mail';

/** What a mail is about; per-recipient limits count mails of one kind. */
export type MailKind = 'confirm' | 'reset' | 'exists' | 'submitted';

/** A mail to queue. */
export interface OutgoingMail {
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
}

/**
 * Twelve tries, the pause doubling from about 10 s: the first ten minutes of an outage see six
 * tries, and a mail server down for hours still gets its mail (the last try about four hours on).
 */
export const MAIL_RETRY: RetryPolicy = { attempts: 12, delayMs: 5_000, backoff: true };

/** How long one try may hold a mail before another run of its job may take it. */
const SEND_LEASE_MS = 5 * 60_000;
/** Sent and failed mails are kept this long (per-recipient limits count the last hour). */
const KEEP_MS = 7 * 24 * 60 * 60_000;

/**
 * Queues a mail: a row of `mail_outbox` (subject and body encrypted, since they carry codes and
 * links) and a job that sends it. The request that queues it never waits for the mail server.
 */
export async function queueMail(ctx: AppContext, mail: OutgoingMail): Promise<void> {
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
  await ctx.jobs.send(SEND_MAIL_QUEUE, { id }, { singletonKey: id });
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
 * The job that hands one queued mail to the mail server. A try takes the mail for a while (so two
 * runs of its job never send it at once), sends it, then marks it sent and forgets its content; a
 * mail server that refuses or is down makes the job retry with back-off (MAIL_RETRY).
 */
export function sendMailJob(ctx: AppContext): JobDefinition<{ id: string }> {
  return {
    queue: SEND_MAIL_QUEUE,
    retry: MAIL_RETRY,
    // A few mails at once: one slow mail server answer does not hold up the rest.
    concurrency: 4,
    async handle({ id }) {
      const now = ctx.now();
      const mail = await ctx.db
        .updateTable('mail_outbox')
        .set({ attempts: sql`attempts + 1`, locked_until: now + SEND_LEASE_MS })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .returningAll()
        .executeTakeFirst();
      if (!mail) return;
      const { subject, text } = JSON.parse(ctx.cipher.decrypt(mail.content)) as {
        subject: string;
        text: string;
      };
      try {
        await ctx.mailer.send({ to: mail.recipient, subject, text });
      } catch (error) {
        await ctx.db
          .updateTable('mail_outbox')
          .set({ locked_until: null, last_error: errorText(error) })
          .where('id', '=', id)
          .execute();
        throw error;
      }
      await ctx.db
        .updateTable('mail_outbox')
        .set({ state: 'sent', sent_at: ctx.now(), content: '', locked_until: null })
        .where('id', '=', id)
        .execute();
    },
    async giveUp({ id }, reason) {
      await ctx.db
        .updateTable('mail_outbox')
        .set({ state: 'failed', content: '', locked_until: null, last_error: reason.slice(0, 500) })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .execute();
    },
  };
}

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Housekeeping: queues a job again for every mail still pending whose job may have been lost (a
 * process that died between queuing the mail and its job), and deletes old sent and failed mails.
 */
export async function sweepMailOutbox(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  const pending = await ctx.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('state', '=', 'pending')
    .where('created_at', '<', now - 60_000)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .limit(500)
    .execute();
  for (const { id } of pending) await ctx.jobs.send(SEND_MAIL_QUEUE, { id }, { singletonKey: id });
  await ctx.db
    .deleteFrom('mail_outbox')
    .where('state', 'in', ['sent', 'failed'])
    .where('created_at', '<', now - KEEP_MS)
    .execute();
}
