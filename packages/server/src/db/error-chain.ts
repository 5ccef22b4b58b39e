/** The fields of an error the database layer recognises errors by. */
export interface ErrorFields {
  code?: unknown;
  errcode?: unknown;
  message?: unknown;
  errors?: unknown;
  cause?: unknown;
}

export const fieldsOf = (error: unknown): ErrorFields | undefined =>
  typeof error === 'object' && error !== null ? (error as ErrorFields) : undefined;

/** The error and what it wraps (`cause`, an AggregateError's `errors`), a few levels deep. */
export function* chain(error: unknown, depth = 0): Generator<ErrorFields> {
  const fields = fieldsOf(error);
  if (!fields || depth > 4) return;
  yield fields;
  if (Array.isArray(fields.errors))
    for (const inner of fields.errors) yield* chain(inner, depth + 1);
  if (fields.cause !== undefined) yield* chain(fields.cause, depth + 1);
}

export const messageOf = (fields: ErrorFields): string =>
  typeof fields.message === 'string' ? fields.message : '';
