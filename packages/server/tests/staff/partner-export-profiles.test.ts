import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, type ExportProfile } from '@admit/engine';
import { addStaff, staffLogin } from '../helpers/staff-accounts.ts';
import {
  BACKENDS,
  createTestApp,
  signUpAndLogIn,
  testPartner,
  userIdOf,
  VALID_APPLICATION,
  type TestApp,
} from '../helpers/test-app.ts';

const EMAIL = 'exported@example.org';

/** A cell as a spreadsheet receives it: a formula-like start is defused with an apostrophe. */
const defused = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The export profiles the partner folder ships (the bundled partner: `sis-import`), run against
 * a complete application submitted through the API: each column holds exactly what the
 * application stores, under the header the profile names.
 */
describe.each(BACKENDS)("the partner folder's export profiles on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let userId: string;
  let stored: Record<string, unknown>;
  let submittedBetween: [number, number];
  let profiles: ExportProfile[];
  beforeAll(async () => {
    const partner = await testPartner();
    profiles = partner.config.partner.exportProfiles ?? [];
    t = await createTestApp(backend);
    await addStaff(t, 'admin@example.edu', 'admin');
    admin = await staffLogin(t, 'admin@example.edu');
    const applicant = await signUpAndLogIn(t, EMAIL);
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: applicant }, payload });
    // The partner's complete application, the one every rule of its folder accepts.
    const answers = { ...VALID_APPLICATION, middle_name: 'Byron' };
    const saved = await call('PUT', '/api/answer', { answers });
    expect([saved.statusCode, saved.body]).toEqual([200, saved.body]);
    const before = Date.now();
    const submitted = await call('POST', '/api/submit');
    expect([submitted.statusCode, submitted.body]).toEqual([200, submitted.body]);
    submittedBetween = [before, Date.now()];
    stored = (await call('GET', '/api/profile')).json<{ answer: Record<string, unknown> }>().answer;
    userId = await userIdOf(t, EMAIL);
  }, 60_000);
  afterAll(() => t.close());

  it('ships at least one', () => {
    expect(profiles.map((profile) => profile.id)).not.toEqual([]);
  });

  it('exports the submitted application in every profile: the named headers, the stored answers', async () => {
    for (const profile of profiles) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/staff/exports/${profile.id}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(200);
      const [header, ...rows] = parseCsv(response.body);
      expect(header).toEqual(
        profile.columns.map(
          (column) => column.header ?? ('key' in column ? column.key : column.field),
        ),
      );
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      profile.columns.forEach((column, i) => {
        const cell = row[i]!;
        if ('key' in column) {
          const answer = stored[column.key];
          expect([column.key, cell]).toEqual([
            column.key,
            answer === undefined ? '' : defused(String(answer)),
          ]);
        } else if (column.field === 'email') expect(cell).toBe(EMAIL);
        else if (column.field === 'application_id') expect(cell).toBe(userId);
        else {
          const at = Date.parse(cell);
          expect(new Date(at).toISOString()).toBe(cell);
          expect(at).toBeGreaterThanOrEqual(submittedBetween[0]);
          expect(at).toBeLessThanOrEqual(submittedBetween[1]);
        }
      });
      // A complete application fills most columns: a profile of empty cells would be a wrong key.
      const answered = profile.columns.filter((column, i) => 'key' in column && row[i] !== '');
      const keyed = profile.columns.filter((column) => 'key' in column);
      expect(answered.length).toBeGreaterThanOrEqual(Math.ceil(keyed.length / 2));
    }
  });
});
