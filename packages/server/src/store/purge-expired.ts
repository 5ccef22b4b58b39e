import type { AppContext } from '../context.ts';
import { purgeCodes } from './codes.ts';
import { purgeFailedLoginAttempts } from './login-attempts.ts';
import { purgeLoginGuards } from './login-guard.ts';
import { purgeRateCounters } from './rate-counters.ts';
import { purgeSessions } from './sessions.ts';
import { purgeStaffSessions } from './staff-sessions.ts';
import { purgeAbandonedUploads } from './upload-forms.ts';
import { IDEMPOTENCY_KEY_MS, purgeIdempotencyKeys } from './versioned/idempotency-keys.ts';
import { purgeVisitorAnswers } from './visitor-answers.ts';

/**
 * Deletes what can no longer be used: dead sessions and codes, old login attempts and guards,
 * request counters of past windows, expired visitor sets, uploads posted to storage but never
 * handed in for conversion, and Idempotency-Keys older than a day (no client retries that late). (Old mail goes with the outbox's sweep, outbox/mail-outbox.ts.)
 */
export async function purgeExpired(ctx: AppContext): Promise<void> {
  await purgeSessions(ctx);
  await purgeStaffSessions(ctx);
  await purgeCodes(ctx);
  await purgeFailedLoginAttempts(ctx);
  await purgeVisitorAnswers(ctx);
  await purgeAbandonedUploads(ctx);
  await purgeLoginGuards(ctx);
  await purgeRateCounters(ctx.db, ctx.now() - 60 * 60 * 1000);
  await purgeIdempotencyKeys(ctx, ctx.now() - IDEMPOTENCY_KEY_MS);
}
