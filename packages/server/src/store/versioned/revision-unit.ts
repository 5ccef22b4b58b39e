import { type CompiledQuery, type QueryResult, sql } from 'kysely';
import type { Executor } from '../../db/database-backend.ts';
import { UnitRefusal } from '../../db/write-unit.ts';
import type { ApplicationWrites } from '../application-writes.ts';
import type { WriteOutcome } from './write-outcome.ts';

export type Rows<T> = QueryResult<T>;
export type Step<T> = Generator<CompiledQuery, T, Rows<unknown>>;

/** The application's revision now (0 before its first write). */
export async function readRevision(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select('revision')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/**
 * Opens a unit made at `now`: takes the application (PostgreSQL: its row lock, so units of one
 * application run one at a time and each reads what the one before committed), bumps its
 * revision, and answers a write already made under the same Idempotency-Key with its revision
 * (nothing written).
 */
export function* begin(
  { database, form }: Pick<ApplicationWrites, 'database' | 'form'>,
  userId: string,
  now: number,
  idempotencyKey?: string,
): Step<number> {
  const { db } = database;
  const bumped = (yield db
    .insertInto('applications')
    .values({ user_id: userId, revision: 1, started_config: form.hash, saved_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        revision: sql`applications.revision + 1`,
        saved_at: now,
      }),
    )
    .returning('revision')
    .compile()) as Rows<{ revision: number }>;
  const revision = Number(bumped.rows[0]!.revision);
  if (idempotencyKey) {
    const seen = (yield db
      .selectFrom('idempotency_keys')
      .select('revision')
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', idempotencyKey)
      .compile()) as Rows<{ revision: number }>;
    if (seen.rows[0])
      throw new UnitRefusal<WriteOutcome>({ type: 'saved', revision: revision - 1 });
  }
  return revision;
}

/** The revisions of `keys` (a part never written has none: 0). */
export function* revisionsOf(
  db: Executor,
  userId: string,
  keys: readonly string[],
): Step<Map<string, number>> {
  if (!keys.length) return new Map();
  const rows = (yield db
    .selectFrom('key_revisions')
    .select(['key', 'revision'])
    .where('user_id', '=', userId)
    .where('key', 'in', [...new Set(keys)])
    .compile()) as Rows<{ key: string; revision: number }>;
  return new Map(rows.rows.map((row) => [row.key, Number(row.revision)]));
}

/** Records that `keys` changed at `revision`, and the write's Idempotency-Key (made at `now`). */
export function* finish(
  db: Executor,
  userId: string,
  revision: number,
  keys: readonly string[],
  now: number,
  idempotencyKey?: string,
): Step<void> {
  if (keys.length)
    yield db
      .insertInto('key_revisions')
      .values([...new Set(keys)].map((key) => ({ user_id: userId, key, revision })))
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'key'])
          .doUpdateSet((eb) => ({ revision: eb.ref('excluded.revision') })),
      )
      .compile();
  if (idempotencyKey)
    yield db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, idempotency_key: idempotencyKey, revision, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .compile();
}

/** A write that changes nothing still answers with the application's revision (the bump undone). */
export const unchanged = (revision: number): never => {
  throw new UnitRefusal<WriteOutcome>({ type: 'saved', revision: revision - 1 });
};

export const stale = (revisions: Map<string, number>, key: string, ifMatch: number | undefined) =>
  ifMatch !== undefined && (revisions.get(key) ?? 0) > ifMatch;
