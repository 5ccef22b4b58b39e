import { PostgresAdapter } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createPostgresFrozenTriggers } from '../postgres/frozen-triggers.ts';
import { createSqliteFrozenTriggers } from '../sqlite/frozen-triggers.ts';
import type { AnyDb } from './any-db.ts';

export const m0002FrozenApplication: Migration = {
  up: (db: AnyDb) =>
    db.getExecutor().adapter instanceof PostgresAdapter
      ? createPostgresFrozenTriggers(db)
      : createSqliteFrozenTriggers(db),
};
