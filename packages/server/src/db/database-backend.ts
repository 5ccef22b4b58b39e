import type {
  Expression,
  ExpressionBuilder,
  Kysely,
  RawBuilder,
  SelectQueryBuilder,
  SqlBool,
} from 'kysely';
import type { StoredAnswer } from '@admit/engine';
import type { FrozenTable } from './frozen-application.ts';
import type { Database } from './schema.ts';
import type { WriteUnit } from './write-unit.ts';

/** Which engine a database runs on: for logs and for choosing the matching job queue only. */
export type DatabaseKind = 'sqlite' | 'postgres';

/** Where the database layer reports what it survived (the server's pino logger fits). */
export interface DatabaseLog {
  warn(object: object, message: string): void;
}

/** Connections of a database's pool: open, idle, and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The database, or a transaction on it. */
export type Executor = Kysely<Database>;

/**
 * Row and table locks that keep transactions deciding on the same rows in turn. PostgreSQL takes
 * them; on SQLite every write transaction runs alone on the one connection, so they take nothing.
 */
export interface RowLocks {
  /**
   * Inside a transaction: holds the account until it ends, so that transactions deciding on the
   * account's codes and mails run one after another (PostgreSQL: FOR NO KEY UPDATE on its row).
   */
  holdAccount(trx: Executor, userId: string): Promise<void>;
  /**
   * Inside submit's transaction, before it reads the answers: holds the applicant's row so that no
   * write to the application can commit until the submission has (PostgreSQL: FOR UPDATE, which
   * the frozen-application triggers wait for).
   */
  lockApplication(trx: Executor, userId: string): Promise<void>;
  /** The rows `query` reads, held until the transaction ends (PostgreSQL: FOR UPDATE). */
  forUpdate<DB, TB extends keyof DB, O>(
    query: SelectQueryBuilder<DB, TB, O>,
  ): SelectQueryBuilder<DB, TB, O>;
  /** The whole of `table`, held against other writers until the transaction ends. */
  lockTable(trx: Executor, table: keyof Database): Promise<void>;
}

/** A write of answers as one statement (see WriteUnits.saveAnswersAtOnce). */
export interface AnswersAtOnce {
  userId: string;
  /** Answers to write; "" removes one. */
  answers: Readonly<Record<string, StoredAnswer>>;
  /** The stored text of a value (JSON, sealed for sensitive keys). */
  encode(key: string, value: StoredAnswer): string;
  /** The running config's hash: the version a new application is started on. */
  configVersion: string;
  now: number;
  ifMatch?: number;
  idempotencyKey?: string;
}

/** How writes of several statements run with no other write between them. */
export interface WriteUnits {
  /**
   * Runs a unit so that no other write comes between its statements; rejects with what the unit
   * throws, every statement it ran undone. SQLite: synchronously inside the group commit (its
   * statements share the batch's single fsync, in a savepoint of their own). PostgreSQL: in a
   * transaction; the unit takes the row locks it needs itself.
   */
  runUnit<T>(unit: WriteUnit<T>): Promise<T>;
  /**
   * A write of answers in one statement, one round trip where the unit takes several, when the
   * database can make one (PostgreSQL); resolves with the revision written, or undefined when
   * nothing was written and the caller must run the unit (always, on SQLite, where a unit is one
   * synchronous step of the group commit and gains nothing). Its preconditions and outcome are the
   * unit's: see db/postgres/save-answers-at-once.ts.
   */
  saveAnswersAtOnce(write: AnswersAtOnce): Promise<number | undefined>;
}

/** A test on `application_summaries` that the staff list's query adds. */
export type SummaryCondition = (
  eb: ExpressionBuilder<Database, 'application_summaries'>,
) => Expression<SqlBool>;

/** SQL that each database spells its own way. */
export interface DialectSql {
  /** The texts of `value` over a group, joined by `separator` (group_concat, string_agg). */
  joinedText(value: RawBuilder<unknown>, separator: string): RawBuilder<string>;
  /**
   * Inside a transaction: no statement timeout until it ends, for work at start or in a migration
   * that may run long (PostgreSQL; SQLite has none).
   */
  withoutStatementTimeout(trx: Executor): Promise<void>;
  /** The schema the connection works in (PostgreSQL); undefined on SQLite, which has none. */
  currentSchema(): Promise<string | undefined>;
  /**
   * The staff list's search: every term (lowercased, no whitespace or double quote) found in
   * `application_summaries.search_text`, through the database's own substring index (FTS5's
   * trigram index on SQLite, pg_trgm's on PostgreSQL). `page` selects the rows of the page shown,
   * `count` those counted: they match the same rows and may reach them by different indexes.
   */
  searchSummaries(
    terms: readonly string[],
  ): Promise<{ page: SummaryCondition; count: SummaryCondition }>;
}

/** The freeze of a submitted application's tables (the triggers of migration 0002). */
export interface FrozenTables {
  /**
   * Runs `write` inside `trx` with `table`'s freeze lifted, and puts it back before the
   * transaction commits (a failure rolls both back): for maintenance that must rewrite a submitted
   * application's rows without changing what they say, such as sealing them again after a key
   * rotation. Other writers wait for the transaction (PostgreSQL locks the table; SQLite has one
   * writer).
   */
  withFreezeLifted<T>(trx: Executor, table: FrozenTable, write: () => Promise<T>): Promise<T>;
}

/**
 * An open database and everything that differs between SQLite and PostgreSQL, behind one
 * interface: made with the connection by `createDatabase` (db/sqlite/ or db/postgres/). Shared
 * code calls it and never asks which engine it is on.
 */
export interface DatabaseBackend extends RowLocks, WriteUnits, DialectSql, FrozenTables {
  /** Which engine: for logs and for choosing the matching job queue, never to branch on. */
  readonly kind: DatabaseKind;
  /** Kysely on the database. */
  readonly db: Kysely<Database>;
  /**
   * Whether one server process alone uses the database (SQLite): at its start, whatever a
   * process was doing is known to be dead.
   */
  readonly soleProcess: boolean;
  /** The connection pool's state (PostgreSQL); SQLite has one connection and no pool. */
  poolStats(): PoolStats | undefined;
  /** Commits what is queued and closes the connections. */
  destroy(): Promise<void>;
}
