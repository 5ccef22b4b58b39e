import type { AppContext } from '../context.ts';
import type { JobDefinition } from '../jobs/job-queue.ts';
import { accountMail } from '../mail/account-mails.ts';
import { queueMail } from '../outbox/mail-outbox.ts';
import { recentMailCount } from '../store/mail-outbox.ts';
import { findUserByEmail } from '../store/users.ts';
import { adoptVisitorAnswers, forgetVisitorAnswers } from '../store/visitor-answers.ts';
import { issueCode } from '../store/codes.ts';

export const ACCOUNT_MAIL_QUEUE = 'account-mail';

/** What an account request asks to be mailed; the job decides what, if anything, is sent. */
export interface AccountMailData {
  /** `signup`: a code to an unconfirmed account, a notice to a confirmed one. */
  request: 'signup' | 'resend' | 'forgot';
  /** Lowercased e-mail, account or not. */
  email: string;
  /** Sign-up: the id the request gave a new account; the account is new if it has this id. */
  createdId?: string;
  /** Sign-up: the visitor answer set (SHA-256 of its token) a new account takes over. */
  visitorTokenHash?: string;
}

/**
 * Asks for the mail an account request may cause. Sign-up, resend and forgot-password do exactly
 * this, whether or not the e-mail has an account: finding the account, issuing a code and mailing
 * happen in a job, so neither the answer nor its timing tells whether the account exists.
 */
export const requestAccountMail = (ctx: AppContext, data: AccountMailData): Promise<void> =>
  ctx.jobs.send(ACCOUNT_MAIL_QUEUE, data);

/** The job behind `requestAccountMail`: looks the account up, issues a code, queues the mail. */
export function accountMailJob(ctx: AppContext): JobDefinition<AccountMailData> {
  const partner = () => ctx.partner.config.partner;
  return {
    queue: ACCOUNT_MAIL_QUEUE,
    concurrency: 2,
    async handle({ request, email, createdId, visitorTokenHash }) {
      const user = await findUserByEmail(ctx, email);
      // Answers a visitor gave before signing up go only into an account this sign-up created;
      // either way the set is gone afterwards, so it cannot tell whether the account was new.
      if (request === 'signup' && visitorTokenHash) {
        if (user && user.id === createdId)
          await adoptVisitorAnswers(ctx, visitorTokenHash, user.id);
        await forgetVisitorAnswers(ctx, visitorTokenHash);
      }
      if (!user) return;
      if (request === 'forgot') {
        const code = await issueCode(ctx, user.id, 'reset');
        if (!code) return;
        const link = new URL('/reset', ctx.env.publicUrl);
        link.searchParams.set('username', user.email);
        link.searchParams.set('id', code);
        await queueMail(ctx, {
          to: user.email,
          kind: 'reset',
          ...accountMail(partner(), 'reset', link.toString()),
        });
        return;
      }
      if (!user.confirmed) {
        const code = await issueCode(ctx, user.id, 'confirm');
        if (code)
          await queueMail(ctx, {
            to: user.email,
            kind: 'confirm',
            ...accountMail(partner(), 'confirm', code),
          });
        return;
      }
      // A confirmed account: its owner learns that someone tried to sign up again, a few times
      // an hour at most, so nobody can flood an inbox through the sign-up form.
      if (request !== 'signup') return;
      if ((await recentMailCount(ctx, user.email, 'exists')) >= ctx.limits.codeMailsPerHour) return;
      await queueMail(ctx, { to: user.email, kind: 'exists', ...accountMail(partner(), 'exists') });
    },
  };
}
