import type { Limits } from '../config/limits.ts';
import type { Executor } from '../db/database-backend.ts';
import type { Storage } from '../storage/storage.ts';
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
 * Deletes what can no longer be used at `now`: dead sessions and codes, old login attempts and
 * guards, request counters of past windows, expired visitor sets, uploads posted to storage (`files`)
 * but never handed in for conversion, and Idempotency-Keys older than a day (no client retries
 * that late). (Old mail goes with the outbox's sweep, outbox/mail-outbox.ts.)
 */
export async function purgeExpired(
  db: Executor,
  files: Pick<Storage, 'remove'>,
  limits: Limits,
  now: number,
): Promise<void> {
  await purgeSessions(db, limits, now);
  await purgeStaffSessions(db, limits, now);
  await purgeCodes(db, now);
  await purgeFailedLoginAttempts(db, limits, now);
  await purgeVisitorAnswers(db, now);
  await purgeAbandonedUploads(db, files, now);
  await purgeLoginGuards(db, limits, now);
  await purgeRateCounters(db, now - 60 * 60 * 1000);
  await purgeIdempotencyKeys(db, now - IDEMPOTENCY_KEY_MS);
}
