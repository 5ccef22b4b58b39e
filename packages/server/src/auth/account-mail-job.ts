import { partnerLanguages } from '@admit/engine';
import type { Kysely } from 'kysely';
import { applicationWrites, type AppContext } from '../context.ts';
import { newId } from '../crypto/crypto.ts';
import type { Database } from '../db/schema.ts';
import type { JobDefinition } from '../jobs/job-queue.ts';
import { accountMail } from '../mail/account-mails.ts';
import { queueMail } from '../outbox/mail-outbox.ts';
import { mailExists, recentMailCount, type OutgoingMail } from '../store/mail-outbox.ts';
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
  /**
   * The id the mail this request causes gets: a run of the job that is repeated (its first run's
   * end was not recorded) finds its mail queued and sends no second one. Absent in jobs queued
   * before it existed.
   */
  mailId?: string;
  /** Sign-up: the id the request gave a new account; the account is new if it has this id. */
  createdId?: string;
  /** Sign-up: the visitor answer set (SHA-256 of its token) a new account takes over. */
  visitorTokenHash?: string;
}

/**
 * Asks for the mail an account request may cause, in `transaction` when given (sign-up writes the
 * account and this request together). Sign-up, resend and forgot-password do exactly this, whether
 * or not the e-mail has an account: finding the account, issuing a code and mailing happen in a
 * job, so neither the answer nor its timing tells whether the account exists.
 */
export const requestAccountMail = (
  ctx: AppContext,
  data: Omit<AccountMailData, 'mailId'>,
  transaction?: Kysely<Database>,
): Promise<void> =>
  ctx.jobs.send(ACCOUNT_MAIL_QUEUE, { ...data, mailId: newId() }, { transaction });

/**
 * The mail a request causes for an existing account, written in `trx`: a reset link, a
 * confirmation code, or (sign-up of a confirmed account) a notice; undefined for none.
 */
async function mailFor(
  ctx: AppContext,
  trx: Kysely<Database>,
  request: AccountMailData['request'],
  user: { id: string; email: string; confirmed: number; language: string | null },
): Promise<OutgoingMail | undefined> {
  const partner = ctx.partner.config.partner;
  // In the language the account reads the portal in (its sign-up's), else the partner's default.
  const language = user.language ?? partnerLanguages(partner)[0]!;
  const issue = { secret: ctx.env.secret, limits: ctx.limits, now: ctx.now() };
  if (request === 'forgot') {
    const code = await issueCode(trx, ctx.database, user.id, 'reset', issue);
    if (!code) return undefined;
    const link = new URL('/reset', ctx.env.publicUrl);
    link.searchParams.set('username', user.email);
    link.searchParams.set('id', code);
    return {
      to: user.email,
      kind: 'reset',
      ...accountMail(partner, 'reset', link.toString(), language),
    };
  }
  if (!user.confirmed) {
    const code = await issueCode(trx, ctx.database, user.id, 'confirm', issue);
    return code
      ? { to: user.email, kind: 'confirm', ...accountMail(partner, 'confirm', code, language) }
      : undefined;
  }
  // A confirmed account: its owner learns that someone tried to sign up again, a few times an
  // hour at most, so nobody can flood an inbox through the sign-up form.
  if (request !== 'signup') return undefined;
  if ((await recentMailCount(trx, ctx.now(), user.email, 'exists')) >= ctx.limits.codeMailsPerHour)
    return undefined;
  return { to: user.email, kind: 'exists', ...accountMail(partner, 'exists', '', language) };
}

/**
 * The job behind `requestAccountMail`: looks the account up, and in one transaction issues a code
 * and queues the mail that carries it (both or neither).
 */
export function accountMailJob(ctx: AppContext): JobDefinition<AccountMailData> {
  const writes = applicationWrites(ctx);
  return {
    queue: ACCOUNT_MAIL_QUEUE,
    concurrency: 2,
    async handle({ request, email, createdId, visitorTokenHash, mailId = newId() }) {
      const user = await findUserByEmail(ctx.db, email);
      // Answers a visitor gave before signing up go only into an account this sign-up created;
      // either way the set is gone afterwards, so it cannot tell whether the account was new.
      if (request === 'signup' && visitorTokenHash) {
        if (user && user.id === createdId)
          await adoptVisitorAnswers(writes, visitorTokenHash, user.id, ctx.now());
        await forgetVisitorAnswers(ctx.db, visitorTokenHash);
      }
      if (!user) return;
      const queued = await ctx.db.transaction().execute(async (trx) => {
        // Held first: a second run of this job at once waits here, then finds the mail queued.
        await ctx.database.holdAccount(trx, user.id);
        if (await mailExists(trx, mailId)) return false;
        const mail = await mailFor(ctx, trx, request, user);
        return mail ? queueMail(ctx, trx, mail, mailId) : false;
      });
      if (queued) ctx.outbox.wake();
    },
  };
}
