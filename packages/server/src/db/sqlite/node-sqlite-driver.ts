import { DatabaseSync } from 'node:sqlite';
import {
  CompiledQuery,
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  SelectQueryNode,
  UpdateQueryNode,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type RootOperationNode,
} from 'kysely';
import { ConnectionLock } from './connection-lock.ts';
import { GroupCommit, type ExecuteNow } from './group-commit.ts';
import { retryWhileBusy } from './retry-while-busy.ts';
import { StatementCache, bindParameters } from './statement-cache.ts';

/** Options of the node:sqlite driver. */
export interface NodeSqliteDriverOptions {
  /** A file path, or ':memory:'. */
  path: string;
  /** Prepared statements kept by SQL text (default 200). */
  statementCacheSize?: number;
  /** Told the size of each group commit (tests and diagnostics). */
  onGroupCommit?: (writes: number) => void;
  /**
   * How long a statement waits for a lock another process holds (a backup, a sqlite3 shell in a
   * transaction) before it fails with SQLITE_BUSY (default 5 s). The wait is asynchronous.
   */
  busyTimeoutMs?: number;
}

/**
 * SQLite's own busy handler sleeps in the calling thread, i.e. stops the event loop: it is kept to
 * a brief moment and longer waits go through `retryWhileBusy`.
 */
const BLOCKING_BUSY_TIMEOUT_MS = 20;

/** The one node:sqlite connection and what every Kysely connection handle shares of it. */
interface Shared {
  db: DatabaseSync;
  statements: StatementCache;
  lock: ConnectionLock;
  commits: GroupCommit;
  busyTimeoutMs: number;
}

const isWrite = (query: RootOperationNode): boolean =>
  InsertQueryNode.is(query) ||
  UpdateQueryNode.is(query) ||
  DeleteQueryNode.is(query) ||
  MergeQueryNode.is(query);

const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * What Kysely calls a connection: a handle on the shared connection. Outside a transaction a
 * single-statement write joins the group commit and anything else runs at once (node:sqlite is
 * synchronous, so a statement never interleaves with another); inside a transaction the handle
 * holds the connection's lock from BEGIN until Kysely releases it.
 */
class NodeSqliteConnection implements DatabaseConnection {
  readonly #shared: Shared;
  #release: (() => void) | undefined;

  constructor(shared: Shared) {
    this.#shared = shared;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { statements, lock, commits, busyTimeoutMs } = this.#shared;
    const { sql, parameters, query } = compiled;
    if (this.#release) return statements.execute(sql, parameters) as QueryResult<R>;
    if (isWrite(query)) return (await commits.write(sql, parameters)) as QueryResult<R>;
    return retryWhileBusy(
      () => lock.run(() => statements.execute(sql, parameters)),
      busyTimeoutMs,
    ) as Promise<QueryResult<R>>;
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiled.query))
      throw new Error('Sqlite driver only supports streaming of select queries');
    const release = this.#release ? undefined : await this.#shared.lock.acquire();
    try {
      // A statement of its own: a kept one could be reset by another query between two rows.
      const statement = this.#shared.db.prepare(compiled.sql);
      for (const row of statement.iterate(...bindParameters(compiled.parameters)))
        yield { rows: [row as R] };
    } finally {
      release?.();
    }
  }

  /**
   * Takes the connection and SQLite's write lock at once (IMMEDIATE), so no statement inside the
   * transaction can be refused for a lock; while another process holds it, waits without holding
   * the connection, so reads go on meanwhile.
   */
  async begin(): Promise<void> {
    const { lock, db, busyTimeoutMs } = this.#shared;
    this.#release = await retryWhileBusy(async () => {
      const release = await lock.acquire();
      try {
        db.exec('BEGIN IMMEDIATE');
        return release;
      } catch (error) {
        release();
        throw error;
      }
    }, busyTimeoutMs);
  }

  /** Gives the connection back; a transaction left open (a failed COMMIT) is rolled back first. */
  release(): void {
    if (!this.#release) return;
    try {
      if (this.#shared.db.isOpen && this.#shared.db.isTransaction) this.#shared.db.exec('ROLLBACK');
    } finally {
      this.#release();
      this.#release = undefined;
    }
  }
}

/**
 * Kysely driver over Node's built-in node:sqlite: one connection (WAL journal, synchronous FULL,
 * foreign keys on, 5 s busy timeout waited out asynchronously), prepared statements cached by SQL
 * text, transactions one at a time, and group commit of the writes made outside transactions.
 */
export class NodeSqliteDriver implements Driver {
  readonly #options: NodeSqliteDriverOptions;
  #shared: Shared | undefined;

  constructor(options: NodeSqliteDriverOptions) {
    this.#options = options;
  }

  /**
   * Opens the database and makes sure it can be written: a read-only file or folder, a full disk
   * or a lock held past the busy timeout fails here (Kysely opens again on the next query) rather
   * than leaving a connection that can never write.
   */
  async init(): Promise<void> {
    const busyTimeoutMs = this.#options.busyTimeoutMs ?? 5_000;
    const db = new DatabaseSync(this.#options.path, { timeout: BLOCKING_BUSY_TIMEOUT_MS });
    try {
      await retryWhileBusy(() => {
        db.exec('PRAGMA journal_mode = WAL');
        db.exec('PRAGMA synchronous = FULL');
        db.exec('PRAGMA foreign_keys = ON');
        db.exec('BEGIN IMMEDIATE');
        db.exec('ROLLBACK');
      }, busyTimeoutMs);
    } catch (error) {
      db.close();
      throw error;
    }
    const statements = new StatementCache(db, this.#options.statementCacheSize ?? 200);
    const lock = new ConnectionLock();
    const commits = new GroupCommit({
      db,
      statements,
      lock,
      onCommit: this.#options.onGroupCommit,
      busyTimeoutMs,
    });
    this.#shared = { db, statements, lock, commits, busyTimeoutMs };
  }

  #connected(): Shared {
    if (!this.#shared) throw new Error('The SQLite driver is not initialised.');
    return this.#shared;
  }

  /**
   * Runs a unit of statements (see GroupCommit.unit) with no other write in between, committed
   * with the writes around it.
   */
  unit<T>(unit: (execute: ExecuteNow) => T): Promise<T> {
    return this.#connected().commits.unit(unit);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new NodeSqliteConnection(this.#connected());
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as NodeSqliteConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`SAVEPOINT ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`ROLLBACK TO ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`RELEASE ${quoteIdentifier(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as NodeSqliteConnection).release();
  }

  /** Commits queued writes, waits for the running transaction, then closes the database. */
  async destroy(): Promise<void> {
    const shared = this.#shared;
    if (!shared) return;
    this.#shared = undefined;
    await shared.commits.drain();
    const release = await shared.lock.acquire();
    shared.statements.clear();
    shared.db.close();
    release();
  }
}
