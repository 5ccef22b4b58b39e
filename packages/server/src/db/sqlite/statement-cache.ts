import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { QueryResult } from 'kysely';

/** Values SQLite cannot bind as they are: booleans become 0/1, undefined becomes NULL, dates ISO text. */
function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

/** The parameters of a query as node:sqlite binds them. */
export const bindParameters = (parameters: ReadonlyArray<unknown>): SQLInputValue[] =>
  parameters.map(toSqlite);

/** A prepared statement and whether it returns rows (node:sqlite lists its result columns). */
export interface PreparedStatement {
  statement: StatementSync;
  reader: boolean;
}

/**
 * Prepared statements of one node:sqlite database, kept by SQL text so a query the server runs
 * again and again (every request runs the same few) is parsed and planned once. Bounded: past
 * `maxSize` the least recently used one is dropped (node:sqlite finalises it when collected).
 * SQLite re-prepares a cached statement by itself after a schema change.
 */
export class StatementCache {
  readonly #db: DatabaseSync;
  readonly #maxSize: number;
  // A Map iterates in insertion order: re-inserting on each use keeps the oldest use first.
  readonly #statements = new Map<string, PreparedStatement>();

  constructor(db: DatabaseSync, maxSize: number) {
    if (!Number.isInteger(maxSize) || maxSize < 1)
      throw new RangeError('The statement cache needs room for at least one statement.');
    this.#db = db;
    this.#maxSize = maxSize;
  }

  /** How many statements are kept. */
  get size(): number {
    return this.#statements.size;
  }

  /** The prepared statement of `sql`, prepared now if it is not kept. */
  get(sql: string): PreparedStatement {
    const kept = this.#statements.get(sql);
    if (kept) {
      this.#statements.delete(sql);
      this.#statements.set(sql, kept);
      return kept;
    }
    const statement = this.#db.prepare(sql);
    const prepared = { statement, reader: statement.columns().length > 0 };
    this.#statements.set(sql, prepared);
    if (this.#statements.size > this.#maxSize)
      this.#statements.delete(this.#statements.keys().next().value!);
    return prepared;
  }

  /** Runs one query now and returns what Kysely expects of a driver. */
  execute(sql: string, parameters: ReadonlyArray<unknown>): QueryResult<unknown> {
    const { statement, reader } = this.get(sql);
    const values = bindParameters(parameters);
    if (reader) return { rows: statement.all(...values) };
    const { changes, lastInsertRowid } = statement.run(...values);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  /** Drops every kept statement (before the database closes). */
  clear(): void {
    this.#statements.clear();
  }
}
