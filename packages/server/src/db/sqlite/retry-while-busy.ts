import { setTimeout as sleep } from 'node:timers/promises';
import { isSqliteBusy } from './sqlite-errors.ts';

/** First and longest pause between two tries at a lock another connection holds. */
const FIRST_PAUSE_MS = 10;
const LONGEST_PAUSE_MS = 200;

/** The pause before try number `tries + 1`: doubling from 10 ms up to 200 ms. */
export const busyPause = (tries: number): number =>
  Math.min(FIRST_PAUSE_MS * 2 ** tries, LONGEST_PAUSE_MS);

/**
 * Runs `attempt` again while SQLite answers SQLITE_BUSY (another process holds the lock it needs;
 * nothing was done), pausing between tries with timers rather than in SQLite's own busy handler,
 * which would stop the whole event loop: every other request, /healthz included, would wait too.
 * After `timeoutMs` the last BUSY error is thrown (503 to the client).
 */
export async function retryWhileBusy<T>(
  attempt: () => T | Promise<T>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() + busyPause(tries) > deadline) throw error;
    }
    await sleep(busyPause(tries));
  }
}
