import type { ServerEnv } from '../config/env.ts';
import { createDatabase } from '../db/create-database.ts';
import type { DatabaseBackend } from '../db/database-backend.ts';
import { migrate } from '../db/migrations.ts';

/** Runs a command's work on the database the environment names (migrated), then closes it. */
export async function withDatabase<T>(
  env: ServerEnv,
  work: (database: DatabaseBackend) => Promise<T>,
): Promise<T> {
  const database = createDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    preparedStatements: env.pgPreparedStatements,
  });
  try {
    await migrate(database);
    return await work(database);
  } finally {
    await database.destroy();
  }
}
