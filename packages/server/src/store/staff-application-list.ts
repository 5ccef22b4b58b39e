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

type Eb = ExpressionBuilder<Database, 'users'>;

const SORTED = {
  created_at: 'users.created_at',
  saved_at: 'applications.saved_at',
  submitted_at: 'submissions.submitted_at',
  email: 'users.email',
} as const;

const NULLABLE: ReadonlySet<StaffSortColumn> = new Set(['saved_at', 'submitted_at']);

/** `%term%` for LIKE, with LIKE's own characters escaped (by a backslash). */
const containing = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

/** Accounts with exactly `count` recorded web statuses (one aggregate, not a probe per account). */
function withStatusCount(eb: Eb, count: number) {
  // Submitting records every status with the submission, in one transaction.
  if (count === 3)
    return eb('users.id', 'in', eb.selectFrom('submissions').select('submissions.user_id'));
  if (count === 0)
    return eb.not(
      eb.exists(
        eb
          .selectFrom('web_status as w')
          .select(sql`1`.as('one'))
          .whereRef('w.user_id', '=', 'users.id'),
      ),
    );
  return eb(
    'users.id',
    'in',
    eb
      .selectFrom('web_status')
      .select('web_status.user_id')
      .groupBy('web_status.user_id')
      .having((h) => h.fn.countAll(), '=', count),
  );
}

/**
 * The applications matching `filter` (one per account), sorted and paged on the server, with how
 * many match in all. Filters are subqueries on the accounts, so the count reads no more than it
 * must; the page joins what it shows and sorts by. Sorted columns and date bounds use indexes
 * (migration 0007); a missing date sorts last either way, and the account id breaks ties so
 * pages never overlap.
 */
export async function listApplications(ctx: AppContext, filter: ApplicationListFilter) {
  let query = ctx.db.selectFrom('users');
  for (const term of filter.terms) query = query.where((eb) => matches(eb, filter, term));
  if (filter.statusCount !== undefined) {
    const count = filter.statusCount;
    query = query.where((eb) => withStatusCount(eb, count));
  }
  if (filter.submittedFrom !== undefined || filter.submittedTo !== undefined) {
    const { submittedFrom: from, submittedTo: to } = filter;
    query = query.where('users.id', 'in', (eb) => {
      let inner = eb.selectFrom('submissions').select('submissions.user_id');
      if (from !== undefined) inner = inner.where('submissions.submitted_at', '>=', from);
      if (to !== undefined) inner = inner.where('submissions.submitted_at', '<=', to);
      return inner;
    });
  }
  if (filter.savedFrom !== undefined || filter.savedTo !== undefined) {
    const { savedFrom: from, savedTo: to } = filter;
    query = query.where('users.id', 'in', (eb) => {
      let inner = eb.selectFrom('applications').select('applications.user_id');
      if (from !== undefined) inner = inner.where('applications.saved_at', '>=', from);
      if (to !== undefined) inner = inner.where('applications.saved_at', '<=', to);
      return inner;
    });
  }
  const direction = filter.order === 'asc' ? sql`asc` : sql`desc`;
  const sorted = sql.ref(SORTED[filter.sort]);
  const [rows, total] = await Promise.all([
    query
      .leftJoin('applications', 'applications.user_id', 'users.id')
      .leftJoin('submissions', 'submissions.user_id', 'users.id')
      .select([
        'users.id',
        'users.email',
        'users.created_at',
        'applications.saved_at',
        'submissions.submitted_at',
      ])
      // Only the dates can be missing; a plain order on the others lets PostgreSQL walk their
      // index either way (an explicit NULLS LAST on a descending order would not match it).
      .orderBy(
        NULLABLE.has(filter.sort)
          ? sql`${sorted} ${direction} nulls last`
          : sql`${sorted} ${direction}`,
      )
      .orderBy(sql`users.id ${direction}`)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const counts = await statusCounts(
    ctx,
    rows.map((row) => row.id),
  );
  return {
    total: Number(total.n),
    rows: rows.map((row): ApplicationListRow => ({
      id: row.id,
      email: row.email,
      createdAt: Number(row.created_at),
      savedAt: row.saved_at === null ? null : Number(row.saved_at),
      submittedAt: row.submitted_at === null ? null : Number(row.submitted_at),
      statusCount: counts.get(row.id) ?? 0,
    })),
  };
}

/** How many web statuses each of some accounts has recorded (the page's, after paging). */
async function statusCounts(ctx: AppContext, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await ctx.db
    .selectFrom('web_status')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.n)]));
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
