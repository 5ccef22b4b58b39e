import pg from 'pg';

/** The PostgreSQL server tests and benchmarks use (TEST_DATABASE_URL). */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A schema of its own on a PostgreSQL server, for one test database or one benchmark run. */
export interface PgSchema {
  name: string;
  /** The server's URL with this schema as the search path: a server process's DATABASE_URL. */
  url: string;
  /** Drops it and the job queue's schema beside it (`<name>_pgboss`, see jobs/create-job-queue.ts). */
  drop(): Promise<void>;
}

/** Runs one statement on a connection of its own (not a pool's, which has a statement timeout). */
async function run(server: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates a schema named `<prefix>_<time>_<random>` on `server` (default PG_URL). */
export async function createPgSchema(prefix: string, server = PG_URL): Promise<PgSchema> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await run(server, `create schema ${name}`);
  return {
    name,
    url: `${server}?options=${encodeURIComponent(`-c search_path=${name}`)}`,
    async drop() {
      await run(server, `drop schema if exists ${name} cascade`);
      await run(server, `drop schema if exists ${name}_pgboss cascade`);
    },
  };
}
