import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseLog } from './database-backend.ts';
import { describeDatabaseError, isDatabaseUnavailable } from './database-unavailable.ts';

/** Longest pause between two tries: the server starts within this of the database coming back. */
const LONGEST_PAUSE_MS = 5_000;

/**
 * Runs `work` (the migrations at start) until the database lets it: while the database is
 * unavailable (not started yet, restarting, a read-only or locked SQLite file) the process waits,
 * logging each try, instead of exiting and leaving a supervisor to guess. Other errors are thrown.
 */
export async function untilDatabaseAvailable<T>(
  work: () => Promise<T>,
  log: DatabaseLog,
): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const retryInMs = Math.min(500 * 2 ** tries, LONGEST_PAUSE_MS);
      log.warn(
        { db: describeDatabaseError(error), retryInMs },
        'database unavailable at start; waiting for it',
      );
      await sleep(retryInMs);
    }
  }
}
