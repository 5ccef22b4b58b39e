import {
  PostgresDialect,
  SelectQueryNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { isConnectionFailure } from '../database-unavailable.ts';
import { wasNeverSent } from './postgres-errors.ts';

/**
 * A Kysely connection that, outside a transaction, runs a statement once more on a fresh pooled
 * connection when its own connection turns out to be dead (a server that restarted or failed over
 * since the connection was last used). Only where that is safe: a read (SELECT) whatever happened,
 * and any statement pg refused to send on a connection it knew was broken. A write whose connection
 * broke while it ran may have committed, so it fails instead (503: the client sends it again).
 */
class RetryingConnection implements DatabaseConnection {
  readonly #driver: Driver;
  /** The pooled connection in use; undefined once given back without a replacement. */
  current: DatabaseConnection | undefined;
  inTransaction = false;

  constructor(driver: Driver, current: DatabaseConnection) {
    this.#driver = driver;
    this.current = current;
  }

  /** The pooled connection, for the driver's transaction statements. */
  get inner(): DatabaseConnection {
    if (!this.current) throw new Error('The connection was lost and could not be replaced.');
    return this.current;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(compiled);
    } catch (error) {
      const safe =
        wasNeverSent(error) || (SelectQueryNode.is(compiled.query) && isConnectionFailure(error));
      if (this.inTransaction || !safe) throw error;
      await this.replace();
      return this.inner.executeQuery<R>(compiled);
    }
  }

  streamQuery<R>(
    compiled: CompiledQuery,
    chunkSize: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }

  /** Gives the dead connection back (the pool discards it) and takes another. */
  async replace(): Promise<void> {
    const dead = this.current;
    this.current = undefined;
    if (dead) await this.#driver.releaseConnection(dead);
    this.current = await this.#driver.acquireConnection();
  }
}

/** Kysely's PostgreSQL driver with the retries of `RetryingConnection`. */
class RetryingDriver implements Driver {
  readonly #driver: Driver;

  constructor(driver: Driver) {
    this.#driver = driver;
  }

  init(): Promise<void> {
    return this.#driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RetryingConnection(this.#driver, await this.#driver.acquireConnection());
  }

  /** BEGIN is safe to send again on a fresh connection: nothing has happened yet. */
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const retrying = connection as RetryingConnection;
    try {
      await this.#driver.beginTransaction(retrying.inner, settings);
    } catch (error) {
      if (!isConnectionFailure(error) && !wasNeverSent(error)) throw error;
      await retrying.replace();
      await this.#driver.beginTransaction(retrying.inner, settings);
    }
    retrying.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const retrying = connection as RetryingConnection;
    retrying.inTransaction = false;
    await this.#driver.commitTransaction(retrying.inner);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const retrying = connection as RetryingConnection;
    retrying.inTransaction = false;
    await this.#driver.rollbackTransaction(retrying.inner);
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.#driver.savepoint!((connection as RetryingConnection).inner, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.#driver.rollbackToSavepoint!(
      (connection as RetryingConnection).inner,
      name,
      compile,
    );
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.#driver.releaseSavepoint!((connection as RetryingConnection).inner, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const { current } = connection as RetryingConnection;
    if (current) await this.#driver.releaseConnection(current);
  }

  destroy(): Promise<void> {
    return this.#driver.destroy();
  }
}

/** Kysely's PostgreSQL dialect whose connections retry where it is safe (`RetryingConnection`). */
export class RetryingPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new RetryingDriver(super.createDriver());
  }
}
