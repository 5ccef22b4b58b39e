import { sql } from 'kysely';
import type { DatabaseBackend } from '../../db/database-backend.ts';

/**
 * The schema pg-boss keeps its tables in: `pgboss`, or `<schema>_pgboss` when DATABASE_URL
 * selects another schema than public; and whether its tables are there yet.
 */
export async function pgBossSchema(
  database: DatabaseBackend,
): Promise<{ schema: string; installed: boolean }> {
  const current = (await database.currentSchema()) ?? 'public';
  const schema = current === 'public' ? 'pgboss' : `${current}_pgboss`;
  const installed = await sql<{
    found: number;
  }>`select 1 as found from information_schema.schemata where schema_name = ${schema}`.execute(
    database.db,
  );
  return { schema, installed: installed.rows.length > 0 };
}
