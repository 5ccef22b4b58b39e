import { describeDatabaseError, isDatabaseUnavailable } from './db/database-unavailable.ts';

/** Where the guard reports (the server's pino logger fits). */
export interface GuardLog {
  warn(object: object, message: string): void;
  fatal(object: object, message: string): void;
}

/**
 * The last line of defence against a database error ending the process through a path nobody
 * catches: a library's promise no one awaits (pg-boss marks a finished job done without waiting,
 * and that fails while PostgreSQL is down) or an `error` event with no listener. Such errors, when
 * they mean the database is unavailable, are logged as warnings and the server goes on (the
 * failed connection is already discarded). Anything else is logged and ends the process, as Node
 * would: the state it leaves behind is unknown.
 */
export function guardProcess(log: GuardLog): void {
  const survive = (error: unknown, message: string): boolean => {
    if (!isDatabaseUnavailable(error)) return false;
    log.warn({ db: describeDatabaseError(error) }, message);
    return true;
  };
  process.on('unhandledRejection', (reason) => {
    if (survive(reason, 'database unavailable (a background task failed)')) return;
    log.fatal({ err: reason }, 'unhandled promise rejection; exiting');
    process.exit(1);
  });
  process.on('uncaughtException', (error) => {
    if (survive(error, 'database unavailable (an unhandled error event)')) return;
    log.fatal({ err: error }, 'uncaught exception; exiting');
    process.exit(1);
  });
}
