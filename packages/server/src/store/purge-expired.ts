import type { AppContext } from '../context.ts';
import { purgeCodes } from './codes.ts';
import { purgeFailedLoginAttempts } from './login-attempts.ts';
import { purgeLoginGuards } from './login-guard.ts';
import { purgeRateCounters } from './rate-counters.ts';
import { purgeSessions } from './sessions.ts';
import { purgeAbandonedUploads } from './upload-forms.ts';
import { purgeVisitorAnswers } from './visitor-answers.ts';

/**
 * Deletes what can no longer be used: dead sessions and codes, old login attempts and guards,
 * request counters of past windows, expired visitor sets, and uploads posted to storage but never
 * handed in for conversion. (Old mail goes with the outbox's sweep, outbox/mail-outbox.ts.)
 */
export async function purgeExpired(ctx: AppContext): Promise<void> {
  await purgeSessions(ctx);
  await purgeCodes(ctx);
  await purgeFailedLoginAttempts(ctx);
  await purgeVisitorAnswers(ctx);
  await purgeAbandonedUploads(ctx);
  await purgeLoginGuards(ctx);
  await purgeRateCounters(ctx.db, ctx.now() - 60 * 60 * 1000);
}
