import type { StaffApplicationsQuery, StaffAuditQuery } from '@admit/contract';
import {
  STAFF_PAGE_SIZES,
  STAFF_SORT_COLUMNS,
  STAFF_WEB_STATUSES,
  type StaffSortColumn,
} from '@admit/contract/constants';

/** The list's order when the address names none (the server's own default). */
export const DEFAULT_SORT: { sort: StaffSortColumn; order: 'asc' | 'desc' } = {
  sort: 'created_at',
  order: 'desc',
};
export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZES = STAFF_PAGE_SIZES.map(Number);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGE = /^[0-9]{1,5}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Drops empty members, so an address and a request name only what is chosen. */
export function compactQuery<T extends object>(query: T): T {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as T;
}

const text = (params: URLSearchParams, name: string, max: number) =>
  params.get(name)?.trim().slice(0, max) || undefined;
const day = (params: URLSearchParams, name: string) => {
  const value = params.get(name);
  return value && DAY.test(value) ? value : undefined;
};
const paging = (params: URLSearchParams) => ({
  page: PAGE.test(params.get('page') ?? '') ? params.get('page')! : undefined,
  page_size: oneOf(STAFF_PAGE_SIZES, params.get('page_size')),
});

/**
 * The application list's query as the console's address carries it (`/staff?q=...&status=...`,
 * the API's own names): what does not fit the contract is left out, so a hand-edited address never
 * makes a refused request.
 */
export function readListQuery(params: URLSearchParams): StaffApplicationsQuery {
  return compactQuery({
    q: text(params, 'q', 100),
    status: oneOf(STAFF_WEB_STATUSES, params.get('status')),
    submitted_from: day(params, 'submitted_from'),
    submitted_to: day(params, 'submitted_to'),
    saved_from: day(params, 'saved_from'),
    saved_to: day(params, 'saved_to'),
    sort: oneOf(STAFF_SORT_COLUMNS, params.get('sort')),
    order: oneOf(['asc', 'desc'] as const, params.get('order')),
    ...paging(params),
  });
}

/** The audit log's query as the address carries it. */
export function readAuditQuery(params: URLSearchParams): StaffAuditQuery {
  return compactQuery({
    actor: text(params, 'actor', 320),
    action: text(params, 'action', 64),
    from: day(params, 'from'),
    to: day(params, 'to'),
    ...paging(params),
  });
}

/**
 * A query changed by a control: a new search, filter, order or page size starts again at the
 * first page; a page change keeps everything else.
 */
export function changeQuery<Q extends { page?: string }>(query: Q, patch: Partial<Q>): Q {
  const next = { ...query, ...patch };
  if (!('page' in patch)) delete next.page;
  return compactQuery(next);
}

/** `?a=1&b=2` of a query's members (empty ones left out), or '' when there is none. */
export function queryString(query: object): string {
  const params = new URLSearchParams(
    Object.entries(compactQuery(query)).map(([name, value]) => [name, String(value)]),
  );
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The grid's page and page size of a query (page from 0). */
export const pageModelOf = (query: { page?: string; page_size?: string }) => ({
  page: Number(query.page ?? 0),
  pageSize: Number(query.page_size ?? DEFAULT_PAGE_SIZE),
});

/** The query members of a page the grid moved to. */
export const pageQueryOf = (
  model: { page: number; pageSize: number },
  query: { page_size?: string },
) =>
  String(model.pageSize) !== (query.page_size ?? String(DEFAULT_PAGE_SIZE))
    ? { page_size: String(model.pageSize) as StaffApplicationsQuery['page_size'] }
    : {
        page: String(model.page),
        page_size: String(model.pageSize) as StaffApplicationsQuery['page_size'],
      };
