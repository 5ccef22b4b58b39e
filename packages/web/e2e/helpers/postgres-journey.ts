import { afterAll } from 'vitest';
import { createPgSchema, type PgSchema } from '../../../server/tests/helpers/pg-schema.ts';
import { setUpJourney, type Journey } from './journey.ts';

/**
 * A journey whose server keeps its data in PostgreSQL (a schema of its own, TEST_DATABASE_URL's
 * server) instead of the embedded SQLite file; the schema is dropped after the server stops.
 */
export function setUpPostgresJourney(prefix: string): Journey {
  const env: Record<string, string> = {};
  let schema: PgSchema | undefined;
  // Registered before the journey's own hooks: Vitest runs after-hooks last-registered first, so
  // the schema goes once the server that uses it has stopped.
  afterAll(async () => {
    await schema?.drop();
  });
  return setUpJourney(env, async () => {
    schema = await createPgSchema(prefix);
    env.DATABASE_URL = schema.url;
  });
}
