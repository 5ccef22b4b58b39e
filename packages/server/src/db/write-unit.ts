import type { CompiledQuery, QueryResult } from 'kysely';

/**
 * A write made of several statements with decisions between them (read, decide, write), written
 * once for both databases as a generator: it yields each compiled query and receives its result.
 * It commits whole or not at all; throwing (see UnitRefusal) undoes every statement it ran.
 */
export type WriteUnit<T> = () => Generator<CompiledQuery, T, QueryResult<unknown>>;

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

/** Runs every step of a unit with `execute`, synchronously, and returns what it returns. */
export function driveUnit<T>(
  unit: WriteUnit<T>,
  execute: (query: CompiledQuery) => QueryResult<unknown>,
): T {
  const steps = unit();
  let step = steps.next();
  while (!step.done) step = steps.next(execute(step.value));
  return step.value;
}

/**
 * Runs a unit so that no other write comes between its statements, on the database's own terms
 * (DatabaseBackend.runUnit); a unit that refuses (UnitRefusal) resolves with its outcome.
 */
export async function runWriteUnit<T, R = never>(
  database: { runUnit<U>(unit: WriteUnit<U>): Promise<U> },
  unit: WriteUnit<T>,
): Promise<T | R> {
  try {
    return await database.runUnit(unit);
  } catch (error) {
    if (error instanceof UnitRefusal) return error.outcome as R;
    throw error;
  }
}
