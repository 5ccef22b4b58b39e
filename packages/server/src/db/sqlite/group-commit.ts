import type { DatabaseSync } from 'node:sqlite';
import type { QueryResult } from 'kysely';
import type { ConnectionLock } from './connection-lock.ts';
import { isSqliteBusy } from './sqlite-errors.ts';
import { busyPause } from './retry-while-busy.ts';
import type { StatementCache } from './statement-cache.ts';

/** Runs one statement now on the connection and returns its result. */
export type ExecuteNow = (sql: string, parameters: ReadonlyArray<unknown>) => QueryResult<unknown>;

/**
 * Several statements, with decisions between them, that must see and change the database with no
 * other write in between: synchronous, so nothing interleaves. It commits whole or not at all.
 */
export type WriteUnit = (execute: ExecuteNow) => unknown;

interface PendingWrite {
  /** One statement, or a unit of several. */
  run: { sql: string; parameters: ReadonlyArray<unknown> } | { unit: WriteUnit };
  resolve(result: unknown): void;
  reject(error: unknown): void;
  /** Past this time (epoch ms) a write still kept out by another connection's lock fails. */
  deadline: number;
}

/** What a group commit needs of the database. */
export interface GroupCommitOptions {
  db: DatabaseSync;
  statements: StatementCache;
  lock: ConnectionLock;
  /** Most writes in one transaction; the rest go in the next one at once. */
  maxBatch?: number;
  /** Told the size of each batch as it commits (tests and diagnostics). */
  onCommit?: (writes: number) => void;
  /** How long a write waits for a lock another connection holds before it fails (default 5 s). */
  busyTimeoutMs?: number;
}

/**
 * Group commit: single-statement writes made outside a transaction, by concurrent requests, are
 * gathered until the event loop has read what arrived (setImmediate) and committed together in one
 * transaction, so one fsync (synchronous FULL) serves them all instead of one each.
 *
 * Each write still answers only after the COMMIT that holds it has returned, i.e. once it is on
 * disk; writes run in the order they were made. A write that fails (a constraint, say) fails alone:
 * SQLite undoes a failed statement and keeps the transaction. Should SQLite give up the whole
 * transaction, or the COMMIT fail, every write of the batch runs again on its own, so the
 * others never pay for one bad write.
 *
 * While another process holds the database's write lock, the writes wait in the queue and are
 * tried again after a pause (timers, not SQLite's busy handler, which would stop the event loop);
 * a write still kept out after `busyTimeoutMs` fails with SQLITE_BUSY.
 */
export class GroupCommit {
  readonly #db: DatabaseSync;
  readonly #statements: StatementCache;
  readonly #lock: ConnectionLock;
  readonly #maxBatch: number;
  readonly #onCommit: ((writes: number) => void) | undefined;
  readonly #busyTimeoutMs: number;
  #pending: PendingWrite[] = [];
  #flushing: Promise<void> | undefined;
  /** Flushes in a row that found the write lock held by another connection. */
  #busyTries = 0;

  constructor(options: GroupCommitOptions) {
    this.#db = options.db;
    this.#statements = options.statements;
    this.#lock = options.lock;
    this.#maxBatch = options.maxBatch ?? 500;
    this.#onCommit = options.onCommit;
    this.#busyTimeoutMs = options.busyTimeoutMs ?? 5_000;
  }

  /** Queues one write; resolves once it is committed. */
  write(sql: string, parameters: ReadonlyArray<unknown>): Promise<QueryResult<unknown>> {
    return this.#queue({ sql, parameters }) as Promise<QueryResult<unknown>>;
  }

  /**
   * Queues a unit of statements; resolves with what it returns once committed. In a batch it runs
   * inside a savepoint, so a unit that throws is undone alone and rejects with its error.
   */
  unit<T>(unit: (execute: ExecuteNow) => T): Promise<T> {
    return this.#queue({ unit }) as Promise<T>;
  }

  #queue(run: PendingWrite['run']): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const deadline = Date.now() + this.#busyTimeoutMs;
      this.#pending.push({ run, resolve, reject, deadline });
      this.#flushing ??= this.#schedule();
    });
  }

  readonly #execute: ExecuteNow = (sql, parameters) => this.#statements.execute(sql, parameters);

  /** Runs a write inside the batch's transaction (a unit in a savepoint of its own). */
  #inBatch(write: PendingWrite): unknown {
    if ('sql' in write.run) return this.#execute(write.run.sql, write.run.parameters);
    this.#db.exec('SAVEPOINT admit_unit');
    try {
      const result = write.run.unit(this.#execute);
      this.#db.exec('RELEASE admit_unit');
      return result;
    } catch (error) {
      if (this.#db.isTransaction) {
        this.#db.exec('ROLLBACK TO admit_unit');
        this.#db.exec('RELEASE admit_unit');
      }
      throw error;
    }
  }

  /** Runs a write in a transaction of its own (a statement's implicit one). */
  #onItsOwn(write: PendingWrite): unknown {
    if ('sql' in write.run) return this.#execute(write.run.sql, write.run.parameters);
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const result = write.run.unit(this.#execute);
      this.#db.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Commits what is queued (before the database closes). */
  async drain(): Promise<void> {
    while (this.#flushing) await this.#flushing;
  }

  #schedule(pauseMs = 0): Promise<void> {
    return new Promise<void>((done) =>
      pauseMs ? setTimeout(done, pauseMs) : setImmediate(done),
    ).then(() => this.#flush());
  }

  async #flush(): Promise<void> {
    try {
      // An open transaction holds the connection across awaits: wait for it to end.
      const busy = await this.#lock.run(() =>
        this.#commit(this.#pending.splice(0, this.#maxBatch)),
      );
      this.#busyTries = busy ? this.#busyTries + 1 : 0;
    } finally {
      const pause = this.#busyTries ? busyPause(this.#busyTries - 1) : 0;
      this.#flushing = this.#pending.length ? this.#schedule(pause) : undefined;
    }
  }

  /** Commits a batch; true when another connection's lock kept some of it out (queued again). */
  #commit(batch: PendingWrite[]): boolean {
    // One write alone is one statement: its own implicit transaction is the same single fsync.
    if (batch.length === 1) return this.#alone(batch);
    try {
      this.#db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      return this.#waitOrFail(batch, error);
    }
    const outcomes: Array<{ result: unknown } | { error: unknown }> = [];
    for (const write of batch) {
      try {
        outcomes.push({ result: this.#inBatch(write) });
      } catch (error) {
        // SQLite rolled the whole transaction back (ON CONFLICT ROLLBACK, a full disk): redo alone.
        if (!this.#db.isTransaction) return this.#alone(batch);
        outcomes.push({ error });
      }
    }
    try {
      this.#db.exec('COMMIT');
    } catch (error) {
      try {
        if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      } catch {
        // Checked below.
      }
      // Never run a write alone inside a transaction nobody will commit.
      if (!this.#db.isTransaction) return this.#alone(batch);
      for (const write of batch) write.reject(error);
      return false;
    }
    this.#onCommit?.(batch.length);
    batch.forEach((write, index) => {
      const outcome = outcomes[index]!;
      if ('error' in outcome) write.reject(outcome.error);
      else write.resolve(outcome.result);
    });
    return false;
  }

  /** Runs each write in its own implicit transaction. */
  #alone(batch: PendingWrite[]): boolean {
    for (const [index, write] of batch.entries()) {
      try {
        const result = this.#onItsOwn(write);
        this.#onCommit?.(1);
        write.resolve(result);
      } catch (error) {
        // Kept out by another connection's lock: so is every write after it.
        if (isSqliteBusy(error)) return this.#waitOrFail(batch.slice(index), error);
        write.reject(error);
      }
    }
    return false;
  }

  /**
   * Writes that did not run: kept out by another connection's lock, they go back to the front of
   * the queue unless their time is up (true: try again after a pause); otherwise they fail.
   */
  #waitOrFail(writes: PendingWrite[], error: unknown): boolean {
    if (!isSqliteBusy(error)) {
      for (const write of writes) write.reject(error);
      return false;
    }
    const now = Date.now();
    const waiting: PendingWrite[] = [];
    for (const write of writes) {
      if (now < write.deadline) waiting.push(write);
      else write.reject(error);
    }
    this.#pending.unshift(...waiting);
    return true;
  }
}
