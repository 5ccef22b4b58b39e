import type { StaffSortColumn } from '@admit/contract';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';

/** What the staff list asks for. Bounds are epoch ms, inclusive; `terms` are lowercased words. */
export interface ApplicationListFilter {
  /** Every term must occur in the e-mail or in one of `nameKeys`' answers. */
  terms: readonly string[];
  /** The answers that name the applicant (the partner's declaration). */
  nameKeys: readonly string[];
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

type Eb = ExpressionBuilder<
  Database & { applications: Database['applications']; submissions: Database['submissions'] },
  'users' | 'applications' | 'submissions'
>;

const SORTED = {
  created_at: 'users.created_at',
  saved_at: 'applications.saved_at',
  submitted_at: 'submissions.submitted_at',
  email: 'users.email',
} as const;

const NULLABLE: ReadonlySet<StaffSortColumn> = new Set(['saved_at', 'submitted_at']);

/** `%term%` for LIKE, with LIKE's own characters escaped (by a backslash). */
const containing = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const statusCount = sql<number>`(select count(*) from web_status w where w.user_id = users.id)`;

function matches(eb: Eb, filter: ApplicationListFilter, term: string) {
  const pattern = containing(term);
  const inEmail = sql<SqlBool>`users.email like ${pattern} escape '\\'`;
  if (!filter.nameKeys.length) return inEmail;
  const inName = eb.exists(
    eb
      .selectFrom('answers as n')
      .select(sql`1`.as('one'))
      .whereRef('n.user_id', '=', 'users.id')
      .where('n.key', 'in', [...filter.nameKeys])
      .where(sql<SqlBool>`lower(n.value) like ${pattern} escape '\\'`),
  );
  return eb.or([inEmail, inName]);
}

/**
 * The applications matching `filter` (one per account), sorted and paged on the server, with how
 * many match in all. Sorted columns and date bounds use indexes (migration 0007); a missing date
 * sorts last either way, and the account id breaks ties so pages never overlap.
 */
export async function listApplications(ctx: AppContext, filter: ApplicationListFilter) {
  let query = ctx.db
    .selectFrom('users')
    .leftJoin('applications', 'applications.user_id', 'users.id')
    .leftJoin('submissions', 'submissions.user_id', 'users.id');
  for (const term of filter.terms) query = query.where((eb) => matches(eb, filter, term));
  if (filter.statusCount === 3) query = query.where('submissions.user_id', 'is not', null);
  else if (filter.statusCount !== undefined)
    query = query.where(statusCount, '=', filter.statusCount);
  if (filter.submittedFrom !== undefined)
    query = query.where('submissions.submitted_at', '>=', filter.submittedFrom);
  if (filter.submittedTo !== undefined)
    query = query.where('submissions.submitted_at', '<=', filter.submittedTo);
  if (filter.savedFrom !== undefined)
    query = query.where('applications.saved_at', '>=', filter.savedFrom);
  if (filter.savedTo !== undefined)
    query = query.where('applications.saved_at', '<=', filter.savedTo);
  const direction = filter.order === 'asc' ? sql`asc` : sql`desc`;
  const [rows, total] = await Promise.all([
    query
      .select([
        'users.id',
        'users.email',
        'users.created_at',
        'applications.saved_at',
        'submissions.submitted_at',
        statusCount.as('status_count'),
      ])
      // Only the dates can be missing; a plain order on the others lets PostgreSQL walk the index
      // either way (an explicit NULLS LAST on a descending order would not match it).
      .orderBy(
        NULLABLE.has(filter.sort)
          ? sql`${sql.ref(SORTED[filter.sort])} ${direction} nulls last`
          : sql`${sql.ref(SORTED[filter.sort])} ${direction}`,
      )
      .orderBy(sql`users.id ${direction}`)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.n),
    rows: rows.map((row): ApplicationListRow => ({
      id: row.id,
      email: row.email,
      createdAt: Number(row.created_at),
      savedAt: row.saved_at === null ? null : Number(row.saved_at),
      submittedAt: row.submitted_at === null ? null : Number(row.submitted_at),
      statusCount: Number(row.status_count),
    })),
  };
}

/** The stored (possibly sealed) answers of `keys` of some applicants. */
export const readAnswersOf = (
  ctx: AppContext,
  userIds: readonly string[],
  keys: readonly string[],
) =>
  userIds.length && keys.length
    ? ctx.db
        .selectFrom('answers')
        .select(['user_id', 'key', 'value'])
        .where('user_id', 'in', [...userIds])
        .where('key', 'in', [...keys])
        .execute()
    : Promise.resolve([]);

/** Whether an applicant account has the id. */
export async function applicantExists(ctx: AppContext, userId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
