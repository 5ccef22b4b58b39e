import { purgeLoginGuards } from '../auth/login-guard.ts';
import type { AppContext } from '../context.ts';
import { purgeAbandonedUploads } from '../documents/upload-forms.ts';
import { purgeRateCounters } from '../http/rate-limit-store.ts';
import { sweepMailOutbox } from '../mail/mail-outbox.ts';

/**
 * Deletes what can no longer be used: dead sessions and codes, old login attempts and guards,
 * request counters of past windows, expired visitor sets, uploads posted to storage but never
 * handed in for conversion, and old sent mail (mail whose job was lost is queued again).
 */
export async function purgeExpired(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  const { limits } = ctx;
  await ctx.db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('revoked', '=', 1),
        eb('last_seen_at', '<', now - limits.sessionIdleMs),
        eb('created_at', '<', now - limits.sessionAbsoluteMs),
      ]),
    )
    .execute();
  // Kept for a day after use or expiry: the hourly mail limit counts recent codes.
  await ctx.db
    .deleteFrom('codes')
    .where('expires_at', '<', now - 24 * 60 * 60 * 1000)
    .execute();
  // Successful logins stay (the profile lists them); failures only matter for the back-off window.
  await ctx.db
    .deleteFrom('login_attempts')
    .where('success', '=', 0)
    .where('at', '<', now - limits.loginBackoffMaxMs * 2)
    .execute();
  await ctx.db.deleteFrom('visitor_answers').where('expires_at', '<=', now).execute();
  await purgeAbandonedUploads(ctx);
  await purgeLoginGuards(ctx);
  await purgeRateCounters(ctx.db, now - 60 * 60 * 1000);
  await sweepMailOutbox(ctx);
}
