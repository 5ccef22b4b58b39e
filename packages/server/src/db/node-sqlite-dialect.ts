import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import {
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from 'kysely';

/** Values SQLite cannot bind as they are: booleans become 0/1, undefined becomes NULL, dates ISO text. */
function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

const bind = (parameters: ReadonlyArray<unknown>): SQLInputValue[] => parameters.map(toSqlite);

/** node:sqlite's StatementSync in the shape Kysely's SQLite driver calls (better-sqlite3's). */
function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    // better-sqlite3 tells whether a statement returns rows; node:sqlite lists its result columns.
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bind(parameters)) as unknown[],
    run: (parameters) => {
      const { changes, lastInsertRowid } = statement.run(...bind(parameters));
      return { changes, lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...bind(parameters)) as IterableIterator<unknown>,
  };
}

/** node:sqlite's DatabaseSync in the shape Kysely's SQLite driver calls. */
export function adaptDatabase(db: DatabaseSync): SqliteDatabase {
  return {
    prepare: (sql) => adaptStatement(db.prepare(sql)),
    close: () => db.close(),
  };
}

/**
 * Kysely's SQLite driver shares one connection without a lock; this one lets one caller (one
 * transaction) hold it at a time, so concurrent requests never interleave inside a transaction.
 */
class LockingSqliteDriver extends SqliteDriver {
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  override async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }
}

/** Options of the node:sqlite dialect. */
export interface NodeSqliteDialectOptions {
  /** A file path, or ':memory:'. */
  path: string;
}

/**
 * A Kysely dialect over Node's built-in `node:sqlite` (no native addon to compile): WAL journal,
 * synchronous FULL (a committed answer survives a power cut), foreign keys on, 5 s busy timeout.
 */
export class NodeSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(options: NodeSqliteDialectOptions) {
    const config: SqliteDialectConfig = {
      database: async () => {
        const db = new DatabaseSync(options.path, { timeout: 5000 });
        db.exec('PRAGMA journal_mode = WAL');
        db.exec('PRAGMA synchronous = FULL');
        db.exec('PRAGMA foreign_keys = ON');
        return adaptDatabase(db);
      },
    };
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new LockingSqliteDriver(this.#config);
  }
}
