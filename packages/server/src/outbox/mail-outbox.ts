import type { AppContext } from '../context.ts';
import type { JobDefinition, RetryPolicy } from '../jobs/job-queue.ts';
import {
  claimMail,
  insertMail,
  markMailFailed,
  markMailSent,
  purgeOldMail,
  releaseMail,
  unclaimedMailIds,
  type OutgoingMail,
} from '../store/mail-outbox.ts';

export const SEND_MAIL_QUEUE = 'send-mail';

/**
 * Twelve tries, the pause doubling from about 10 s: the first ten minutes of an outage see six
 * tries, and a mail server down for hours still gets its mail (the last try about four hours on).
 */
export const MAIL_RETRY: RetryPolicy = { attempts: 12, delayMs: 5_000, backoff: true };

/** How long one try may hold a mail before another run of its job may take it. */
const SEND_LEASE_MS = 5 * 60_000;

/**
 * Queues a mail: a row of `mail_outbox` (subject and body encrypted, since they carry codes and
 * links) and a job that sends it. The request that queues it never waits for the mail server.
 */
export async function queueMail(ctx: AppContext, mail: OutgoingMail): Promise<void> {
  const id = await insertMail(ctx, mail);
  await ctx.jobs.send(SEND_MAIL_QUEUE, { id }, { singletonKey: id });
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
      const mail = await claimMail(ctx, id, SEND_LEASE_MS);
      if (!mail) return;
      try {
        await ctx.mailer.send(mail);
      } catch (error) {
        await releaseMail(ctx, id, errorText(error));
        throw error;
      }
      await markMailSent(ctx, id);
    },
    async giveUp({ id }, reason) {
      await markMailFailed(ctx, id, reason.slice(0, 500));
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
  for (const id of await unclaimedMailIds(ctx))
    await ctx.jobs.send(SEND_MAIL_QUEUE, { id }, { singletonKey: id });
  await purgeOldMail(ctx);
}
