import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import pg from 'pg';
import { createPgPool, type DatabaseLog } from './create-pg-pool.ts';
import { NodeSqliteDialect } from './node-sqlite-dialect.ts';
import { RetryingPostgresDialect } from './retrying-postgres-dialect.ts';
import type { Database } from './schema.ts';
import { registerSqliteUnits } from './write-unit.ts';

// BIGINT (epoch milliseconds) and COUNT results come back as numbers, as on SQLite.
pg.types.setTypeParser(20, (value) => Number(value));

/** Where the data lives. */
export interface DatabaseOptions {
  /** `postgres://...` for PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to use (tests isolate each file in its own). */
  pgSchema?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** Prepared statements kept per PostgreSQL connection (default 100; 0: none). */
  preparedStatements?: number;
  /** Told about connections lost and other trouble survived (the server's logger). */
  log?: DatabaseLog;
}

/** Which engine the database runs on. */
export type DatabaseKind = 'sqlite' | 'postgres';

export const databaseKind = (options: DatabaseOptions): DatabaseKind =>
  /^postgres(ql)?:\/\//.test(options.databaseUrl ?? '') ? 'postgres' : 'sqlite';

/** Connections of a database's pool: open, idle, and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** The pool of a database this module opened (PostgreSQL); SQLite has one connection and no pool. */
export function poolStats(db: Kysely<Database>): PoolStats | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** Opens the database: PostgreSQL when DATABASE_URL says so, else `<DATA_DIR>/admit.sqlite`. */
export function createDatabase(options: DatabaseOptions): Kysely<Database> {
  if (databaseKind(options) === 'postgres') {
    const pool = createPgPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      schema: options.pgSchema,
      preparedStatements: options.preparedStatements ?? 100,
      log: options.log,
    });
    const db = new Kysely<Database>({ dialect: new RetryingPostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  mkdirSync(options.dataDir, { recursive: true });
  const dialect = new NodeSqliteDialect({ path: join(options.dataDir, 'admit.sqlite') });
  const db = new Kysely<Database>({ dialect });
  registerSqliteUnits(db, (unit) => {
    if (!dialect.driver) throw new Error('The SQLite driver is not initialised.');
    return dialect.driver.unit(unit);
  });
  return db;
}
