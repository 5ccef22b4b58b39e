import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
} from 'kysely';
import { NodeSqliteDriver, type NodeSqliteDriverOptions } from './node-sqlite-driver.ts';

/**
 * Kysely lets one query at a time at a single-connection database (a mutex around acquiring it),
 * which would keep concurrent writes from ever meeting in a group commit. Our driver orders work
 * on the connection itself (transactions hold its lock), so Kysely may hand out handles freely.
 */
class NodeSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** Options of the node:sqlite dialect. */
export type NodeSqliteDialectOptions = NodeSqliteDriverOptions;

/**
 * A Kysely dialect over Node's built-in `node:sqlite` (no native addon to compile): Kysely's
 * SQLite SQL with our driver (WAL, synchronous FULL: a committed answer survives a power cut;
 * prepared statement cache; group commit).
 */
export class NodeSqliteDialect implements Dialect {
  readonly #options: NodeSqliteDialectOptions;
  #driver: NodeSqliteDriver | undefined;

  constructor(options: NodeSqliteDialectOptions) {
    this.#options = options;
  }

  /** The driver Kysely was given (units of statements go to it directly). */
  get driver(): NodeSqliteDriver | undefined {
    return this.#driver;
  }

  createDriver(): Driver {
    this.#driver = new NodeSqliteDriver(this.#options);
    return this.#driver;
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new NodeSqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
