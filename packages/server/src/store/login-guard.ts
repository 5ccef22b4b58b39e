import { sql, type RawBuilder } from 'kysely';
import type { Limits } from '../config/limits.ts';
import type { Executor } from '../db/database-backend.ts';

/** Whether a password may be checked now, or how long the e-mail must wait. */
export type LoginReservation = { allowed: true } | { allowed: false; waitMs: number };

/** The limits of the login back-off. */
export type BackoffLimits = Pick<Limits, 'loginFailuresBeforeBackoff' | 'loginBackoffMaxMs'>;

/** A guard untouched this long starts again from no failures. */
const resetAfterMs = (limits: BackoffLimits) => limits.loginBackoffMaxMs * 2;

/**
 * The back-off after `failures` checks: none before `loginFailuresBeforeBackoff`, then 1 s, 2 s,
 * 4 s... up to `loginBackoffMaxMs`, as an SQL expression of `failures` (both databases).
 */
function waitAfter(limits: BackoffLimits, failures: RawBuilder<number>): RawBuilder<number> {
  const { loginFailuresBeforeBackoff: free, loginBackoffMaxMs: max } = limits;
  const steps: RawBuilder<unknown>[] = [];
  for (let over = 0; 1000 * 2 ** over < max; over++)
    steps.push(sql`when ${sql.lit(free + over)} then ${sql.lit(1000 * 2 ** over)}`);
  return sql<number>`case when ${failures} < ${sql.lit(free)} then 0 else case ${failures} ${sql.join(steps, sql` `)} else ${sql.lit(max)} end end`;
}

/**
 * Reserves one password check for an e-mail (account or not, so the answer never tells). Counting
 * and deciding happen in one statement on the e-mail's row (an upsert that only updates while the
 * e-mail is not blocked), so a burst of concurrent wrong passwords gets at most
 * `loginFailuresBeforeBackoff` checks before the back-off applies, on every server process.
 * A check counts as a failure until `recordLoginSuccess` clears it.
 */
export async function reserveLoginCheck(
  db: Executor,
  limits: BackoffLimits,
  email: string,
  now: number,
): Promise<LoginReservation> {
  const stale = sql<boolean>`login_guards.updated_at <= ${now - resetAfterMs(limits)}`;
  const failures = sql<number>`case when ${stale} then 1 else login_guards.failures + 1 end`;
  const firstWait = limits.loginFailuresBeforeBackoff <= 1 ? 1000 : 0;
  const reserved = await db
    .insertInto('login_guards')
    .values({
      email,
      failures: 1,
      blocked_until: firstWait ? now + firstWait : 0,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('email')
        .doUpdateSet({
          failures,
          blocked_until: sql<number>`cast(${now} as bigint) + ${waitAfter(limits, failures)}`,
          updated_at: now,
        })
        .where((eb) =>
          eb.or([
            eb('login_guards.failures', '<', limits.loginFailuresBeforeBackoff),
            eb('login_guards.blocked_until', '<=', now),
            eb('login_guards.updated_at', '<=', now - resetAfterMs(limits)),
          ]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  if (reserved) return { allowed: true };
  const guard = await db
    .selectFrom('login_guards')
    .select('blocked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  return { allowed: false, waitMs: Math.max(1000, Number(guard?.blocked_until ?? 0) - now) };
}

/** A correct password: the e-mail starts again from no failures. */
export async function recordLoginSuccess(db: Executor, email: string, now: number): Promise<void> {
  await db
    .updateTable('login_guards')
    .set({ failures: 0, blocked_until: 0, updated_at: now })
    .where('email', '=', email)
    .execute();
}

/** Guards nobody has used for a while go (housekeeping). */
export async function purgeLoginGuards(
  db: Executor,
  limits: BackoffLimits,
  now: number,
): Promise<void> {
  await db
    .deleteFrom('login_guards')
    .where('updated_at', '<', now - resetAfterMs(limits))
    .execute();
}
