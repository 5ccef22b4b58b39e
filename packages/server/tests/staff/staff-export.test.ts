import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@admit/engine';
import type { LoadedPartner } from '../../src/config/partner.ts';
import { seedApplicants } from '../helpers/seed-applicants.ts';
import { addStaff, auditRows, staffLogin } from '../helpers/staff-accounts.ts';
import { BACKENDS, createTestApp, testPartner, type TestApp } from '../helpers/test-app.ts';

const APPLICANTS = 1203;
const HOSTILE = '=HYPERLINK("http://evil.example","x"), "quoted"\nline';

/** The bundled partner with one export profile. */
async function exportingPartner(): Promise<LoadedPartner> {
  const base = await testPartner();
  return {
    ...base,
    config: {
      ...base.config,
      partner: {
        ...base.config.partner,
        exportProfiles: [
          {
            id: 'sis',
            title: 'Student information system',
            columns: [
              { field: 'application_id' },
              { field: 'email', header: 'E-mail' },
              { key: 'first_name' },
              { key: 'last_name', header: 'Last name' },
              { field: 'submitted_at' },
            ],
          },
        ],
      },
    },
  };
}

describe.each(BACKENDS)('the CSV export on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  const expected: string[][] = [];
  beforeAll(async () => {
    t = await createTestApp(backend, { partner: await exportingPartner() });
    await addStaff(t, 'admin@example.edu', 'admin');
    await addStaff(t, 'reader@example.edu', 'reader');
    admin = await staffLogin(t, 'admin@example.edu');
    reader = await staffLogin(t, 'reader@example.edu');
    const base = Date.parse('2026-11-01T00:00:00Z');
    const seeded = Array.from({ length: APPLICANTS + 50 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      email: `applicant-${i}@example.org`,
      // Three applications share each submission instant: the walk must not skip or repeat ties.
      submittedAt: i < APPLICANTS ? base + Math.floor(i / 3) * 1000 : null,
      first: i === 7 ? HOSTILE : `First${i}`,
    }));
    await seedApplicants(
      t,
      seeded.map((s) => ({ ...s, createdAt: base, answers: { first_name: s.first } })),
    );
    for (const s of seeded.filter((s) => s.submittedAt !== null))
      expected.push([s.id, s.email, s.first, '', new Date(s.submittedAt!).toISOString()]);
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('gives admins every submitted application once, in the profile columns, oldest first, formulas defused', async () => {
    const response = await get('/api/staff/exports/sis', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="sis.csv"');
    // RFC 4180: every record ends in CRLF; the line break inside the hostile cell stays quoted.
    expect(response.body.match(/\r\n/g)).toHaveLength(APPLICANTS + 1);
    expect(response.body.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([
      'application_id',
      'E-mail',
      'first_name',
      'Last name',
      'submitted_at',
    ]);
    expect(rows.slice(1)).toHaveLength(APPLICANTS);
    const hostile = rows.find((row) => row[1] === 'applicant-7@example.org')!;
    // A spreadsheet shows the text; it never runs it as a formula.
    expect(hostile[2]).toBe(`'${HOSTILE}`);
    expect(rows.slice(1)).toEqual(
      expected.map((row) =>
        row[1] === 'applicant-7@example.org'
          ? [row[0], row[1], `'${HOSTILE}`, row[3], row[4]]
          : row,
      ),
    );
    expect((await auditRows(t)).at(-1)).toMatchObject({
      actor: 'admin@example.edu',
      action: 'export-csv',
    });
  });

  it('lists the export profiles to admins (id and title), audited; refuses readers (403) and no session (401)', async () => {
    const listed = await get('/api/staff/exports', admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([{ id: 'sis', title: 'Student information system' }]);
    expect((await auditRows(t)).at(-1)).toMatchObject({
      actor: 'admin@example.edu',
      action: 'list-export-profiles',
    });
    expect((await get('/api/staff/exports', reader)).statusCode).toBe(403);
    expect((await auditRows(t)).at(-1)).toMatchObject({
      actor: 'reader@example.edu',
      action: 'list-export-profiles-refused',
    });
    expect((await get('/api/staff/exports', '')).statusCode).toBe(401);
  });

  it('refuses readers (403) and unknown profiles (404), audited', async () => {
    expect((await get('/api/staff/exports/sis', reader)).statusCode).toBe(403);
    expect((await auditRows(t)).at(-1)).toMatchObject({
      actor: 'reader@example.edu',
      action: 'export-csv-refused',
    });
    expect((await get('/api/staff/exports/nothing', admin)).statusCode).toBe(404);
    expect((await get('/api/staff/exports/..%2Fsis', admin)).statusCode).toBe(400);
  });
});
