import type { AppContext } from '../context.ts';
import { queueMail } from '../outbox/mail-outbox.ts';
import { claimDigestDay, countSubmissions } from '../store/submission-digests.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily submission digest (partner `submissionDigest.to`): once the UTC day is over, the
 * first server whose housekeeping runs queues one mail saying how many applications were
 * submitted that day, through the durable outbox. Days without a submission send nothing. It
 * names no applicant: the mail leaves the system.
 */
export async function sendSubmissionDigest(ctx: AppContext): Promise<void> {
  const to = ctx.partner.config.partner.submissionDigest?.to;
  if (!to) return;
  const end = Math.floor(ctx.now() / DAY_MS) * DAY_MS;
  const start = end - DAY_MS;
  const day = new Date(start).toISOString().slice(0, 10);
  const submissions = await countSubmissions(ctx.db, start, end);
  const { shortName } = ctx.partner.config.partner;
  const count = submissions === 1 ? '1 application was' : `${submissions} applications were`;
  // The day is claimed with its mail, in one transaction: a claimed day always has its digest.
  const queued = await ctx.db.transaction().execute(
    async (trx) =>
      (await claimDigestDay(trx, day, submissions, ctx.now())) &&
      submissions > 0 &&
      queueMail(ctx, trx, {
        to,
        kind: 'submission-digest',
        subject: `${shortName}: ${submissions} new ${submissions === 1 ? 'application' : 'applications'} on ${day}`,
        text: `${count} submitted on ${day} (UTC).\n\nSign in to the staff console to read them.\n`,
      }),
  );
  if (queued) ctx.outbox.wake();
}
