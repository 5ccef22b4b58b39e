import type { StaffApplicationsQuery } from '@admit/contract';
import { describe, expect, it } from 'vitest';
import {
  changeQuery,
  pageModelOf,
  pageQueryOf,
  queryString,
  readAuditQuery,
  readListQuery,
} from '../../src/staff/staff-query.ts';

describe('the staff list query in the address', () => {
  it('keeps what the contract accepts and drops the rest', () => {
    const params = new URLSearchParams(
      'q=+ada++&status=submitted&submitted_from=2026-01-31&submitted_to=2026-02-30x&saved_from=yesterday' +
        '&sort=email&order=asc&page=3&page_size=50&extra=1',
    );
    expect(readListQuery(params)).toEqual({
      q: 'ada',
      status: 'submitted',
      submitted_from: '2026-01-31',
      sort: 'email',
      order: 'asc',
      page: '3',
      page_size: '50',
    });
    expect(
      readListQuery(new URLSearchParams('status=lost&sort=name&order=up&page=-1&page_size=7')),
    ).toEqual({});
    expect(readListQuery(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('reads the audit filters alike', () => {
    expect(
      readAuditQuery(new URLSearchParams('actor=a@example.edu&action=&from=2026-11-01&to=no')),
    ).toEqual({ actor: 'a@example.edu', from: '2026-11-01' });
  });

  it('starts again at the first page on a new filter, keeps everything on a page change', () => {
    const query = { q: 'ada', page: '4', page_size: '10' as const };
    expect(changeQuery(query, { q: 'grace' })).toEqual({ q: 'grace', page_size: '10' });
    expect(changeQuery(query, { q: '' })).toEqual({ page_size: '10' });
    expect(changeQuery(query, { page: '5' })).toEqual({ q: 'ada', page: '5', page_size: '10' });
  });

  it('turns grid pages into query members and back', () => {
    expect(pageModelOf({})).toEqual({ page: 0, pageSize: 25 });
    expect(pageModelOf({ page: '2', page_size: '50' })).toEqual({ page: 2, pageSize: 50 });
    // Another page at the same size keeps the size; a new size goes back to the first page.
    expect(pageQueryOf({ page: 1, pageSize: 25 }, {})).toEqual({ page: '1', page_size: '25' });
    expect(pageQueryOf({ page: 3, pageSize: 100 }, { page_size: '25' })).toEqual({
      page_size: '100',
    });
    const shown: StaffApplicationsQuery = { page: '3', page_size: '25' };
    const changed = changeQuery(
      shown,
      pageQueryOf({ page: 3, pageSize: 100 }, { page_size: '25' }),
    );
    expect(changed).toEqual({ page_size: '100' });
  });

  it('writes a query string of the chosen members only, encoded', () => {
    expect(queryString({})).toBe('');
    expect(queryString({ q: 'a&b c', status: undefined, page: '' })).toBe('?q=a%26b+c');
  });
});
