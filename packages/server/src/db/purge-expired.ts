import { purgeLoginGuards } from '../store/login-guard.ts';
import type { AppContext } from '../context.ts';
import { purgeFailedLoginAttempts } from '../store/login-attempts.ts';
import { purgeSessions } from '../store/sessions.ts';
import { purgeAbandonedUploads } from '../store/upload-forms.ts';
import { purgeRateCounters } from '../http/rate-limit-store.ts';
import { sweepMailOutbox } from '../mail/mail-outbox.ts';

/**
 * Deletes what can no longer be used: dead sessions and codes, old login attempts and guards,
 * request counters of past windows, expired visitor sets, uploads posted to storage but never
 * handed in for conversion, and old sent mail (mail whose job was lost is queued again).
 */
export async function purgeExpired(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  await purgeSessions(ctx);
  // Kept for a day after use or expiry: the hourly mail limit counts recent codes.
  await ctx.db
    .deleteFrom('codes')
    .where('expires_at', '<', now - 24 * 60 * 60 * 1000)
    .execute();
  await purgeFailedLoginAttempts(ctx);
  await ctx.db.deleteFrom('visitor_answers').where('expires_at', '<=', now).execute();
  await purgeAbandonedUploads(ctx);
  await purgeLoginGuards(ctx);
  await purgeRateCounters(ctx.db, now - 60 * 60 * 1000);
  await sweepMailOutbox(ctx);
}
