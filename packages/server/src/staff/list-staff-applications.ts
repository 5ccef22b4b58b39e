import {
  STAFF_WEB_STATUSES,
  type StaffApplicationList,
  type StaffApplicationsQuery,
} from '@admit/contract';
import { applicantFullName } from '@admit/engine';
import type { AppContext } from '../context.ts';
import type { AnswerMap } from '../store/answers.ts';
import { listApplications, readAnswersOf } from '../store/staff-application-list.ts';
import { isoOrNull, pageOf, parseBound } from './query-bounds.ts';

/**
 * Words of a search, lowercased; at most 8 (each one narrows). Quotes and backslashes go: answers
 * are stored as JSON text, whose syntax they are, and no name or e-mail is found by them.
 */
const termsOf = (q: string | undefined): string[] =>
  (q ?? '').toLowerCase().replace(/["\\]/g, ' ').split(/\s+/).filter(Boolean).slice(0, 8);

/**
 * The staff list: applications matching the query, a page of them with each applicant's name made
 * by the same definition as the application PDF's (the partner's `applicantName.full` answers of
 * the running config; '' when none is answered). Filters, sort, count and search read the
 * application summaries (store/staff-application-list.ts); the search finds the e-mail and the
 * name answers the data model leaves plain: sensitive ones are sealed in the database.
 */
export async function listStaffApplications(
  ctx: AppContext,
  query: StaffApplicationsQuery,
): Promise<StaffApplicationList> {
  const { partner } = ctx.partner.config;
  const nameKeys = partner.applicantName?.full ?? [];
  const paging = pageOf(query.page, query.page_size);
  const filter = {
    terms: termsOf(query.q),
    ...(query.status ? { statusCount: STAFF_WEB_STATUSES.indexOf(query.status) } : {}),
    submittedFrom: parseBound(query.submitted_from, 'from', 'submitted_from'),
    submittedTo: parseBound(query.submitted_to, 'to', 'submitted_to'),
    savedFrom: parseBound(query.saved_from, 'from', 'saved_from'),
    savedTo: parseBound(query.saved_to, 'to', 'saved_to'),
    sort: query.sort ?? 'created_at',
    order: query.order ?? 'desc',
    offset: paging.offset,
    limit: paging.limit,
  };
  const { rows, total, more } = await listApplications(ctx.database, filter);
  const stored = await readAnswersOf(
    ctx.db,
    rows.map((row) => row.id),
    nameKeys,
  );
  const answers = new Map<string, AnswerMap>();
  for (const answer of stored) {
    const mine = answers.get(answer.user_id) ?? {};
    mine[answer.key] = ctx.codec.decode(answer.value);
    answers.set(answer.user_id, mine);
  }
  return {
    total,
    total_is_lower_bound: more,
    page: paging.page,
    page_size: paging.pageSize,
    rows: rows.map((row) => ({
      id: row.id,
      name: applicantFullName(partner, answers.get(row.id) ?? {}, ''),
      email: row.email,
      web_status: STAFF_WEB_STATUSES[Math.min(row.statusCount, 3)]!,
      created_at: new Date(row.createdAt).toISOString(),
      saved_at: isoOrNull(row.savedAt),
      submitted_at: isoOrNull(row.submittedAt),
    })),
  };
}
