import type { DatabaseSync } from 'node:sqlite';
import type { QueryResult } from 'kysely';
import type { ConnectionLock } from './connection-lock.ts';
import type { StatementCache } from './statement-cache.ts';

interface PendingWrite {
  sql: string;
  parameters: ReadonlyArray<unknown>;
  resolve(result: QueryResult<unknown>): void;
  reject(error: unknown): void;
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
 */
export class GroupCommit {
  readonly #db: DatabaseSync;
  readonly #statements: StatementCache;
  readonly #lock: ConnectionLock;
  readonly #maxBatch: number;
  readonly #onCommit: ((writes: number) => void) | undefined;
  #pending: PendingWrite[] = [];
  #flushing: Promise<void> | undefined;

  constructor(options: GroupCommitOptions) {
    this.#db = options.db;
    this.#statements = options.statements;
    this.#lock = options.lock;
    this.#maxBatch = options.maxBatch ?? 500;
    this.#onCommit = options.onCommit;
  }

  /** Queues one write; resolves once it is committed. */
  write(sql: string, parameters: ReadonlyArray<unknown>): Promise<QueryResult<unknown>> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ sql, parameters, resolve, reject });
      this.#flushing ??= this.#schedule();
    });
  }

  /** Commits what is queued (before the database closes). */
  async drain(): Promise<void> {
    while (this.#flushing) await this.#flushing;
  }

  #schedule(): Promise<void> {
    return new Promise<void>((done) => setImmediate(done)).then(() => this.#flush());
  }

  async #flush(): Promise<void> {
    try {
      // An open transaction holds the connection across awaits: wait for it to end.
      await this.#lock.run(() => this.#commit(this.#pending.splice(0, this.#maxBatch)));
    } finally {
      this.#flushing = this.#pending.length ? this.#schedule() : undefined;
    }
  }

  #commit(batch: PendingWrite[]): void {
    // One write alone is one statement: its own implicit transaction is the same single fsync.
    if (batch.length === 1) return this.#alone(batch);
    try {
      this.#db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      for (const write of batch) write.reject(error);
      return;
    }
    const outcomes: Array<{ result: QueryResult<unknown> } | { error: unknown }> = [];
    for (const write of batch) {
      try {
        outcomes.push({ result: this.#statements.execute(write.sql, write.parameters) });
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
      if (this.#db.isTransaction) for (const write of batch) write.reject(error);
      else this.#alone(batch);
      return;
    }
    this.#onCommit?.(batch.length);
    batch.forEach((write, index) => {
      const outcome = outcomes[index]!;
      if ('error' in outcome) write.reject(outcome.error);
      else write.resolve(outcome.result);
    });
  }

  /** Runs each write in its own implicit transaction. */
  #alone(batch: PendingWrite[]): void {
    for (const write of batch) {
      try {
        const result = this.#statements.execute(write.sql, write.parameters);
        this.#onCommit?.(1);
        write.resolve(result);
      } catch (error) {
        write.reject(error);
      }
    }
  }
}
