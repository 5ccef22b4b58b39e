import { Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseBackend, DatabaseLog } from '../database-backend.ts';
import type { Database } from '../schema.ts';
import { createPgPool } from './create-pg-pool.ts';
import { withPostgresFreezeLifted } from './frozen-triggers.ts';
import { RetryingPostgresDialect } from './retrying-postgres-dialect.ts';
import { saveAnswersAtOnce } from './save-answers-at-once.ts';
import { searchPostgresSummaries } from './summary-search.ts';

// BIGINT (epoch milliseconds) and COUNT results come back as numbers, as on SQLite.
pg.types.setTypeParser(20, (value) => Number(value));

/** Where the PostgreSQL database is and how the pool reaches it. */
export interface PostgresOptions {
  /** `postgres://...` */
  databaseUrl: string;
  /** Schema to use (tests isolate each file in its own). */
  schema?: string;
  /** Pool size (default 10). */
  poolSize?: number;
  /** Prepared statements kept per connection (default 100; 0: none). */
  preparedStatements?: number;
  /** Told about connections lost and other trouble survived. */
  log?: DatabaseLog;
}

/**
 * PostgreSQL through a pg pool that survives the server going away (create-pg-pool.ts) and
 * retries reads on a fresh connection (retrying-postgres-dialect.ts). Any number of server
 * processes share it: locks are row and table locks, units run in transactions, answers may be
 * saved in one statement, and the staff search uses pg_trgm.
 */
export function createPostgresDatabase(options: PostgresOptions): DatabaseBackend {
  const pool = createPgPool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    schema: options.schema,
    preparedStatements: options.preparedStatements ?? 100,
    log: options.log,
  });
  const db = new Kysely<Database>({ dialect: new RetryingPostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    soleProcess: false,
    async holdAccount(trx, userId) {
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .forNoKeyUpdate()
        .execute();
    },
    async lockApplication(trx, userId) {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },
    forUpdate: (query) => query.forUpdate(),
    async lockTable(trx, table) {
      await sql`lock table ${sql.table(table)} in exclusive mode`.execute(trx);
    },
    runUnit: (unit) =>
      db.transaction().execute(async (trx) => {
        const steps = unit();
        let step = steps.next();
        while (!step.done) step = steps.next(await trx.executeQuery(step.value));
        return step.value;
      }),
    saveAnswersAtOnce: (write) => saveAnswersAtOnce(db, write),
    joinedText: (value, separator) => sql<string>`string_agg(${value}, ${sql.lit(separator)})`,
    async withoutStatementTimeout(trx) {
      await sql`set local statement_timeout = 0`.execute(trx);
    },
    async currentSchema() {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      return rows[0]?.schema;
    },
    searchSummaries: async (terms) => searchPostgresSummaries(terms),
    withFreezeLifted: withPostgresFreezeLifted,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    destroy: () => db.destroy(),
  };
}
