import type { StaffSortColumn } from '@admit/contract';
import { sql } from 'kysely';
import type { DatabaseBackend, Executor } from '../db/database-backend.ts';

/** What the staff list asks for. Bounds are epoch ms, inclusive; `terms` are lowercased words. */
export interface ApplicationListFilter {
  /**
   * Every term must occur in the e-mail or in one of the name answers the summaries hold (see
   * store/staff-name-keys.ts). No term holds whitespace or a double quote.
   */
  terms: readonly string[];
  /** Recorded web statuses: 0 none, 1 started, 2 validating, 3 submitted. */
  statusCount?: number;
  submittedFrom?: number;
  submittedTo?: number;
  savedFrom?: number;
  savedTo?: number;
  sort: StaffSortColumn;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** How many matches of a search are counted at most (default SEARCH_COUNT_CAP). */
  countCap?: number;
}

/** One listed application, before its name is put together. */
export interface ApplicationListRow {
  id: string;
  email: string;
  createdAt: number;
  savedAt: number | null;
  submittedAt: number | null;
  statusCount: number;
}

const NULLABLE: ReadonlySet<StaffSortColumn> = new Set(['saved_at', 'submitted_at']);

/**
 * How many matches of a search are counted at most: a search that matches a large part of all
 * applications (two letters, an e-mail domain) says "more than" this instead of reading every
 * match to count it. Lists without search terms are counted exactly (through indexes).
 */
export const SEARCH_COUNT_CAP = 10_000;

/**
 * The applications matching `filter` (one per account), sorted and paged on the server, with how
 * many match in all (a search: up to SEARCH_COUNT_CAP, and whether more do): both read only `application_summaries` (migration 0010), through its indexes.
 * A missing date sorts last either way, and the account id breaks ties so pages never overlap.
 */
export async function listApplications(database: DatabaseBackend, filter: ApplicationListFilter) {
  const { db } = database;
  let query = db.selectFrom('application_summaries');
  if (filter.statusCount !== undefined)
    query = query.where(
      'status_count',
      filter.statusCount >= 3 ? '>=' : '=',
      Math.min(filter.statusCount, 3),
    );
  if (filter.submittedFrom !== undefined)
    query = query.where('submitted_at', '>=', filter.submittedFrom);
  if (filter.submittedTo !== undefined)
    query = query.where('submitted_at', '<=', filter.submittedTo);
  if (filter.savedFrom !== undefined) query = query.where('saved_at', '>=', filter.savedFrom);
  if (filter.savedTo !== undefined) query = query.where('saved_at', '<=', filter.savedTo);
  let counted = query;
  if (filter.terms.length) {
    const search = await database.searchSummaries(filter.terms);
    query = query.where(search.page);
    counted = counted.where(search.count);
  }
  const direction = filter.order === 'asc' ? sql`asc` : sql`desc`;
  const column = sql.ref(`application_summaries.${filter.sort}`);
  // A date range on another column than the sorted one: read the range through its index and
  // sort what it holds. Walking the sort's index instead (what a planner picks when it assumes
  // dates spread evenly) can pass most rows first, since creation and submission dates go together.
  const ranged = [
    filter.submittedFrom !== undefined || filter.submittedTo !== undefined ? 'submitted_at' : '',
    filter.savedFrom !== undefined || filter.savedTo !== undefined ? 'saved_at' : '',
  ].filter(Boolean);
  const sorted =
    ranged.length && !ranged.includes(filter.sort)
      ? filter.sort === 'email'
        ? sql`(${column} || '')`
        : sql`(${column} + 0)`
      : column;
  const cap = filter.terms.length ? (filter.countCap ?? SEARCH_COUNT_CAP) : Infinity;
  const [rows, total] = await Promise.all([
    query
      .select(['user_id', 'email', 'created_at', 'saved_at', 'submitted_at', 'status_count'])
      // Only the dates can be missing; a plain order on the others lets PostgreSQL walk their
      // index either way (an explicit NULLS LAST on a descending order would not match it).
      .orderBy(
        NULLABLE.has(filter.sort)
          ? sql`${sorted} ${direction} nulls last`
          : sql`${sorted} ${direction}`,
      )
      .orderBy(sql`application_summaries.user_id ${direction}`)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    filter.terms.length
      ? db
          .selectFrom(
            counted
              .select(sql`1`.as('one'))
              .limit(cap + 1)
              .as('matches'),
          )
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      : counted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const matched = Number(total.n);
  return {
    total: Math.min(matched, cap),
    /** More match than `total` says (a search past the cap). */
    more: matched > cap,
    rows: rows.map((row): ApplicationListRow => ({
      id: row.user_id,
      email: row.email,
      createdAt: Number(row.created_at),
      savedAt: row.saved_at === null ? null : Number(row.saved_at),
      submittedAt: row.submitted_at === null ? null : Number(row.submitted_at),
      statusCount: Number(row.status_count),
    })),
  };
}

/** The stored (possibly sealed) answers of `keys` of some applicants. */
export const readAnswersOf = (db: Executor, userIds: readonly string[], keys: readonly string[]) =>
  userIds.length && keys.length
    ? db
        .selectFrom('answers')
        .select(['user_id', 'key', 'value'])
        .where('user_id', 'in', [...userIds])
        .where('key', 'in', [...keys])
        .execute()
    : Promise.resolve([]);

/** Whether an applicant account has the id. */
export async function applicantExists(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
