import type { AppContext } from '../../context.ts';

/** How long a write's Idempotency-Key is remembered. */
export const IDEMPOTENCY_KEY_MS = 24 * 60 * 60 * 1000;

/** Forgets Idempotency-Keys recorded before `before` (epoch ms). */
export async function purgeIdempotencyKeys(ctx: AppContext, before: number): Promise<void> {
  await ctx.db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
