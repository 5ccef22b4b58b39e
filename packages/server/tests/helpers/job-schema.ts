import pg from 'pg';
import { PG_URL, type TestApp } from './test-app.ts';

/** The PostgreSQL schema of a test app's database ('' on SQLite). */
export const schemaOf = (t: Pick<TestApp, 'databaseUrl'>): string =>
  /search_path=([a-z0-9_]+)/.exec(decodeURIComponent(t.databaseUrl))?.[1] ?? '';

/** The PostgreSQL schema of a test app's job queue (see jobs/create-job-queue.ts). */
export const jobSchemaOf = (t: Pick<TestApp, 'databaseUrl'>): string =>
  schemaOf(t) ? `${schemaOf(t)}_pgboss` : 'pgboss';

/** Drops the pg-boss schema a PostgreSQL test app may have created beside its own. */
export async function dropJobSchema(t: Pick<TestApp, 'databaseUrl'>): Promise<void> {
  const schema = schemaOf(t);
  if (!schema) return;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`drop schema if exists ${schema}_pgboss cascade`);
  await client.end();
}
