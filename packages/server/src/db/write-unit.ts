import type { CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { ExecuteNow } from './group-commit.ts';
import type { Database } from './schema.ts';

/**
 * A write made of several statements with decisions between them (read, decide, write), written
 * once for both databases as a generator: it yields each compiled query and receives its result.
 * It commits whole or not at all; throwing (see UnitRefusal) undoes every statement it ran.
 */
export type WriteUnit<T> = () => Generator<CompiledQuery, T, QueryResult<unknown>>;

type SqliteUnits = <T>(unit: (execute: ExecuteNow) => T) => Promise<T>;

const sqliteUnits = new WeakMap<Kysely<Database>, SqliteUnits>();

/** Called by createDatabase for a SQLite database: its units join the group commit. */
export function registerSqliteUnits(db: Kysely<Database>, run: SqliteUnits): void {
  sqliteUnits.set(db, run);
}

/**
 * A unit's way of saying "nothing is written; answer this": the statements it ran are undone and
 * runWriteUnit resolves with `outcome` instead of rejecting.
 */
export class UnitRefusal<T> extends Error {
  readonly outcome: T;
  constructor(outcome: T) {
    super('write unit refused');
    this.outcome = outcome;
    this.name = 'UnitRefusal';
  }
}

function drive<T>(unit: WriteUnit<T>, execute: (query: CompiledQuery) => QueryResult<unknown>): T {
  const steps = unit();
  let step = steps.next();
  while (!step.done) step = steps.next(execute(step.value));
  return step.value;
}

/**
 * Runs a unit so that no other write comes between its statements. SQLite: synchronously inside
 * the group commit (its statements share the batch's single fsync, in a savepoint of their own).
 * PostgreSQL: in a transaction; the unit takes the row locks it needs itself.
 */
export async function runWriteUnit<T, R = never>(
  db: Kysely<Database>,
  unit: WriteUnit<T>,
): Promise<T | R> {
  try {
    const sqlite = sqliteUnits.get(db);
    if (sqlite)
      return await sqlite((execute) =>
        drive(unit, (query) => execute(query.sql, query.parameters)),
      );
    return await db.transaction().execute(async (trx) => {
      const steps = unit();
      let step = steps.next();
      while (!step.done) step = steps.next(await trx.executeQuery(step.value));
      return step.value;
    });
  } catch (error) {
    if (error instanceof UnitRefusal) return error.outcome as R;
    throw error;
  }
}
