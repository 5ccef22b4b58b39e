import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, sql } from 'kysely';
import type { DatabaseBackend } from '../database-backend.ts';
import type { Database } from '../schema.ts';
import { driveUnit } from '../write-unit.ts';
import { withSqliteFreezeLifted } from './frozen-triggers.ts';
import { NodeSqliteDialect } from './node-sqlite-dialect.ts';
import { searchSqliteSummaries } from './summary-search.ts';

/** Where the SQLite database lives. */
export interface SqliteOptions {
  /** The database file (its folder is made when missing). */
  path: string;
  /** How long a statement waits for a lock another process holds (default 5 s). */
  busyTimeoutMs?: number;
}

const nothing = async (): Promise<void> => undefined;

/**
 * SQLite through node:sqlite (node-sqlite-dialect.ts): one connection, so one writer at a time;
 * single writes are committed in groups and units run inside the group commit. Locks take
 * nothing (every write transaction already runs alone) and there is no pool and no statement
 * timeout; the staff search uses FTS5's trigram index.
 */
export function createSqliteDatabase(options: SqliteOptions): DatabaseBackend {
  mkdirSync(dirname(options.path), { recursive: true });
  const dialect = new NodeSqliteDialect(options);
  const db = new Kysely<Database>({ dialect });
  return {
    kind: 'sqlite',
    db,
    soleProcess: true,
    holdAccount: nothing,
    lockApplication: nothing,
    forUpdate: (query) => query,
    lockTable: nothing,
    runUnit(unit) {
      if (!dialect.driver) throw new Error('The SQLite driver is not initialised.');
      return dialect.driver.unit((execute) =>
        driveUnit(unit, (query) => execute(query.sql, query.parameters)),
      );
    },
    saveAnswersAtOnce: async () => undefined,
    joinedText: (value, separator) => sql<string>`group_concat(${value}, ${sql.lit(separator)})`,
    withoutStatementTimeout: nothing,
    currentSchema: async () => undefined,
    searchSummaries: (terms) => searchSqliteSummaries(db, terms),
    withFreezeLifted: withSqliteFreezeLifted,
    poolStats: () => undefined,
    destroy: () => db.destroy(),
  };
}
