import type { Executor } from '../../db/database-backend.ts';

/** How long a write's Idempotency-Key is remembered. */
export const IDEMPOTENCY_KEY_MS = 24 * 60 * 60 * 1000;

/** Forgets Idempotency-Keys recorded before `before` (epoch ms). */
export async function purgeIdempotencyKeys(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
