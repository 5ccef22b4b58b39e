import { join } from 'node:path';
import type { DatabaseBackend, DatabaseKind, DatabaseLog } from './database-backend.ts';
import { createPostgresDatabase } from './postgres/postgres-database.ts';
import { createSqliteDatabase } from './sqlite/sqlite-database.ts';

/** Where the data lives. */
export interface DatabaseOptions {
  /** `postgres://...` for PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** The SQLite file, when not `<dataDir>/admit.sqlite`. */
  sqlitePath?: string;
  /** PostgreSQL schema to use (tests isolate each file in its own). */
  pgSchema?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** Prepared statements kept per PostgreSQL connection (default 100; 0: none). */
  preparedStatements?: number;
  /** Told about connections lost and other trouble survived (the server's logger). */
  log?: DatabaseLog;
}

/** Which engine a DATABASE_URL selects: PostgreSQL for `postgres://`, else SQLite. */
export const databaseKind = (options: { databaseUrl?: string }): DatabaseKind =>
  /^postgres(ql)?:\/\//.test(options.databaseUrl ?? '') ? 'postgres' : 'sqlite';

/**
 * Opens the database: PostgreSQL when DATABASE_URL says so (db/postgres/), else
 * `<DATA_DIR>/admit.sqlite` (db/sqlite/). What differs between them is behind the DatabaseBackend
 * it returns.
 */
export function createDatabase(options: DatabaseOptions): DatabaseBackend {
  if (databaseKind(options) === 'postgres')
    return createPostgresDatabase({
      databaseUrl: options.databaseUrl!,
      schema: options.pgSchema,
      poolSize: options.poolSize,
      preparedStatements: options.preparedStatements,
      log: options.log,
    });
  return createSqliteDatabase({
    path: options.sqlitePath ?? join(options.dataDir, 'admit.sqlite'),
  });
}
