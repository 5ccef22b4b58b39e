import type { Kysely } from 'kysely';
import type { ServerEnv } from '../config/env.ts';
import { createDatabase } from '../db/create-database.ts';
import { migrate } from '../db/migrations.ts';
import type { Database } from '../db/schema.ts';

/** Runs a command's work on the database the environment names (migrated), then closes it. */
export async function withDatabase<T>(
  env: ServerEnv,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const db = createDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    preparedStatements: env.pgPreparedStatements,
  });
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}
