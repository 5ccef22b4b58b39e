import type { Kysely } from 'kysely';

/** The database as a migration sees it: as it was then, untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was, untyped.
export type AnyDb = Kysely<any>;

/** The column type of every time in milliseconds. */
export const ms = 'bigint';
