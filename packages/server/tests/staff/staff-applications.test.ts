import { STAFF_WEB_STATUSES, type StaffApplicationRow } from '@admit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/crypto/crypto.ts';
import {
  BACKENDS,
  createTestApp,
  signUpAndLogIn,
  userIdOf,
  type TestApp,
} from '../helpers/test-app.ts';
import { seedApplicants } from '../helpers/seed-applicants.ts';
import { listApplications } from '../../src/store/staff-application-list.ts';
import { addStaff, staffLogin } from '../helpers/staff-accounts.ts';

const HOUR = 60 * 60 * 1000;
const BASE = Date.UTC(2026, 0, 1);
const COUNT = 300;
const FIRST = ['Ada', 'Grace', 'Zoë', 'Linus', 'Ngozi', 'Mateo', 'Aiyana', 'Søren'];
const LAST = ['Lovelace', 'Hopper', 'Ng_Smith', 'Okafor', 'García', 'Nakamura', 'Brown'];

/** One seeded applicant, and what the staff list should show for it. */
interface Seeded {
  id: string;
  email: string;
  name: string;
  createdAt: number;
  savedAt: number | null;
  submittedAt: number | null;
  status: (typeof STAFF_WEB_STATUSES)[number];
}

/** 300 applicants in every state: without names, never saved, started, validating, submitted. */
function seedModel(): Seeded[] {
  return Array.from({ length: COUNT }, (_, i) => {
    const named = i % 10 !== 0;
    const saved = i % 7 !== 0;
    const submitted = saved && i % 3 === 0;
    const statusCount = submitted ? 3 : !saved ? 0 : i % 3 === 1 ? 1 : 2;
    return {
      id: newId(),
      email: `applicant${String(i).padStart(3, '0')}@example.org`,
      name: named ? `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}` : '',
      createdAt: BASE + i * 60_000,
      savedAt: saved ? BASE + ((i * 37) % COUNT) * HOUR : null,
      submittedAt: submitted ? BASE + ((i * 53) % COUNT) * HOUR + HOUR / 2 : null,
      status: STAFF_WEB_STATUSES[statusCount]!,
    };
  });
}

async function seed(t: TestApp, model: Seeded[]): Promise<void> {
  await seedApplicants(
    t,
    model.map((s) => {
      const [first, last] = s.name.split(' ');
      return {
        ...s,
        statusCount: STAFF_WEB_STATUSES.indexOf(s.status),
        answers: s.name
          ? { first_name: first!, last_name: last!, city: 'Grace Hopper Town' }
          : undefined,
      };
    }),
  );
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const rowOf = (s: Seeded): StaffApplicationRow => ({
  id: s.id,
  name: s.name,
  email: s.email,
  web_status: s.status,
  created_at: iso(s.createdAt)!,
  saved_at: iso(s.savedAt),
  submitted_at: iso(s.submittedAt),
});

type SortKey = 'createdAt' | 'savedAt' | 'submittedAt' | 'email';
/** The expected order: by the column, a missing value last either way, ties by id. */
function sorted(rows: Seeded[], key: SortKey, order: 'asc' | 'desc'): Seeded[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [a[key], b[key]];
    if (x === null || y === null)
      return x === y ? sign * (a.id < b.id ? -1 : 1) : x === null ? 1 : -1;
    if (x !== y) return sign * (x < y ? -1 : 1);
    return sign * (a.id < b.id ? -1 : 1);
  });
}

describe.each(BACKENDS)('the staff application list on %s', (backend) => {
  let t: TestApp;
  let cookie: string;
  const model = seedModel();
  beforeAll(async () => {
    t = await createTestApp(backend);
    await seed(t, model);
    await addStaff(t, 'reader@example.edu', 'reader');
    cookie = await staffLogin(t, 'reader@example.edu');
  }, 120_000);
  afterAll(() => t.close());

  const list = async (query: Record<string, string>) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/staff/applications',
      query,
      headers: { cookie },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ rows: StaffApplicationRow[]; total: number; page: number }>();
  };

  /** Every page of a query, in order: pages must neither overlap nor leave rows out. */
  const allPages = async (query: Record<string, string>, pageSize = 50) => {
    const rows: StaffApplicationRow[] = [];
    for (let page = 0; ; page++) {
      const answer = await list({ ...query, page: String(page), page_size: String(pageSize) });
      rows.push(...answer.rows);
      if (answer.rows.length < pageSize) return { rows, total: answer.total };
    }
  };

  const columns: [string, SortKey][] = [
    ['created_at', 'createdAt'],
    ['saved_at', 'savedAt'],
    ['submitted_at', 'submittedAt'],
    ['email', 'email'],
  ];
  for (const [column, key] of columns)
    for (const order of ['asc', 'desc'] as const)
      it(`sorts by ${column} ${order} and pages through all ${COUNT} exactly once`, async () => {
        const { rows, total } = await allPages({ sort: column, order });
        expect(total).toBe(COUNT);
        expect(rows).toEqual(sorted(model, key, order).map(rowOf));
      });

  it('defaults to the newest accounts first, 25 to a page', async () => {
    const answer = await list({});
    expect(answer.total).toBe(COUNT);
    expect(answer.rows).toEqual(sorted(model, 'createdAt', 'desc').slice(0, 25).map(rowOf));
  });

  const searches: [string, (s: Seeded) => boolean][] = [
    ['grace', (s) => s.name.includes('Grace')],
    ['GRACE hopper', (s) => s.name === 'Grace Hopper'],
    ['applicant01', (s) => s.email.startsWith('applicant01')],
    ['ada applicant1', (s) => s.name.startsWith('Ada') && s.email.startsWith('applicant1')],
    ['Ng_Smith', (s) => s.name.endsWith('Ng_Smith')],
    // LIKE's own characters match only themselves.
    ['g_s', (s) => s.name.endsWith('Ng_Smith')],
    ['%', () => false],
    ['_', (s) => s.name.endsWith('Ng_Smith')],
    // JSON syntax finds nothing by itself; answers that are not names are not searched.
    ['"', () => true],
    ['town', () => false],
    ['zoë', (s) => s.name.startsWith('Zoë')],
  ];
  for (const [q, wanted] of searches)
    it(`finds by name or e-mail: "${q}"`, async () => {
      const { rows, total } = await allPages({ q, sort: 'email', order: 'asc' });
      const expected = sorted(model.filter(wanted), 'email', 'asc').map(rowOf);
      expect(rows).toEqual(expected);
      expect(total).toBe(expected.length);
    });

  for (const status of STAFF_WEB_STATUSES)
    it(`filters by web status ${status}`, async () => {
      const { rows } = await allPages({ status, sort: 'created_at', order: 'asc' });
      const expected = model.filter((s) => s.status === status);
      expect(expected.length).toBeGreaterThan(0);
      expect(rows).toEqual(sorted(expected, 'createdAt', 'asc').map(rowOf));
    });

  it('filters by submission and last-save dates, a day as an upper bound taking the whole day', async () => {
    const from = BASE + 48 * HOUR;
    const to = BASE + 96 * HOUR;
    const submitted = await allPages({
      submitted_from: new Date(from).toISOString(),
      submitted_to: new Date(BASE + 72 * HOUR).toISOString().slice(0, 10),
      sort: 'submitted_at',
      order: 'asc',
    });
    const endOfDay = BASE + 96 * HOUR - 1;
    expect(submitted.rows).toEqual(
      sorted(
        model.filter(
          (s) => s.submittedAt !== null && s.submittedAt >= from && s.submittedAt <= endOfDay,
        ),
        'submittedAt',
        'asc',
      ).map(rowOf),
    );
    expect(submitted.rows.length).toBeGreaterThan(0);
    const saved = await allPages({
      saved_from: new Date(from).toISOString(),
      saved_to: new Date(to).toISOString(),
      status: 'validating',
      q: 'applicant',
      sort: 'saved_at',
      order: 'desc',
    });
    expect(saved.rows).toEqual(
      sorted(
        model.filter(
          (s) =>
            s.savedAt !== null && s.savedAt >= from && s.savedAt <= to && s.status === 'validating',
        ),
        'savedAt',
        'desc',
      ).map(rowOf),
    );
    expect(saved.rows.length).toBeGreaterThan(0);
  });

  it('counts a search up to its cap and says more match; a list without a search exactly', async () => {
    const base = { sort: 'created_at', order: 'asc', offset: 0, limit: 25 } as const;
    const everyone = await listApplications(t.database, {
      ...base,
      terms: ['applicant'],
      countCap: 40,
    });
    expect(everyone).toMatchObject({ total: 40, more: true });
    expect(everyone.rows).toHaveLength(25);
    const lovelace = model.filter((s) => s.name.endsWith('Lovelace')).length;
    expect(lovelace).toBeLessThan(60);
    const few = await listApplications(t.database, { ...base, terms: ['lovelace'], countCap: 60 });
    expect(few).toMatchObject({ total: lovelace, more: false });
    const unsearched = await listApplications(t.database, { ...base, terms: [], countCap: 40 });
    expect(unsearched).toMatchObject({ total: COUNT, more: false });
    const answer = await list({ q: 'applicant' });
    expect(answer).toMatchObject({ total: COUNT, total_is_lower_bound: false });
  });

  it('answers a page past the end with no rows and the true total', async () => {
    const answer = await list({ page: '99999', page_size: '100' });
    expect(answer).toMatchObject({ rows: [], total: COUNT, page: 99999 });
  });

  it("shows an applicant's own save: the new name and the time it was saved", async () => {
    const applicant = await signUpAndLogIn(t, 'fresh@example.org');
    const before = (await list({ q: 'fresh@example.org' })).rows[0]!;
    expect(before).toMatchObject({ name: '', saved_at: null, web_status: 'none' });
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie: applicant },
      payload: { answers: { first_name: 'Quetzal', middle_name: 'Q', last_name: 'Xu' } },
    });
    expect(save.statusCode).toBe(200);
    const after = (await list({ q: 'quetzal xu' })).rows;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: await userIdOf(t, 'fresh@example.org'),
      name: 'Quetzal Q Xu',
    });
    expect(after[0]!.saved_at).not.toBeNull();
  });
});
