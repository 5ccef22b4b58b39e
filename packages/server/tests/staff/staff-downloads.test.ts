import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDSCAPE_JPEG } from '../helpers/document-fixtures.ts';
import { documentsClient } from '../helpers/documents-client.ts';
import { fullApplication } from '../helpers/full-application.ts';
import { dropJobSchema } from '../helpers/job-schema.ts';
import { flatten, outlineTitles, pageTexts } from '../helpers/pdf-text.ts';
import { addStaff, auditRows, staffLogin } from '../helpers/staff-accounts.ts';
import {
  BACKENDS,
  createTestApp,
  signUpAndLogIn,
  testPartner,
  userIdOf,
  type TestApp,
} from '../helpers/test-app.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A file question of the bundled partner, answered with a scan. */
const FILE_KEY = 'md_veteran_doc';

describe.each(BACKENDS)('staff downloads on %s', (backend) => {
  let t: TestApp;
  let reader: string;
  let applicant: string;
  let applicantId: string;
  let answers: Record<string, string | boolean>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await addStaff(t, 'reader@example.edu', 'reader');
    reader = await staffLogin(t, 'reader@example.edu');
    applicant = await signUpAndLogIn(t, 'download-me@example.org');
    const docs = documentsClient(t, applicant);
    // Accents and spaces in the name: the download name keeps the letters, a dash for the rest.
    answers = fullApplication((await testPartner()).model, {
      first_name: 'Zoë',
      middle_name: 'Ada',
      last_name: 'Núñez Díaz',
    });
    const saved = await docs.call('PUT', '/api/answer', { answers });
    expect([saved.statusCode, saved.body]).toEqual([200, saved.body]);
    expect((await docs.upload(FILE_KEY, 'dd214.jpg', LANDSCAPE_JPEG)).statusCode).toBe(200);
    expect((await docs.settle(FILE_KEY)).status).toBe('COMPLETED');
    applicantId = await userIdOf(t, 'download-me@example.org');
  }, 90_000);
  afterAll(async () => {
    await t.close();
    await dropJobSchema(t);
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const lastAudit = async () => (await auditRows(t)).at(-1)!;

  it('a reader downloads the application PDF made now from the application as it is, audited', async () => {
    // The applicant never asked for a PDF: staff get one all the same, with today's answers.
    const response = await get(`/api/staff/applications/${applicantId}/pdf`, reader);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[A-Za-z0-9._-]+\.pdf"$/,
    );
    const bytes = new Uint8Array(response.rawPayload);
    expect(flatten((await pageTexts(bytes)).join(' '))).toContain(
      `${answers.first_name} ${answers.middle_name} ${answers.last_name}`,
    );
    expect((await outlineTitles(bytes)).some((title) => title.includes('dd214.jpg'))).toBe(true);
    expect(await lastAudit()).toMatchObject({
      actor_kind: 'staff',
      actor: 'reader@example.edu',
      action: 'download-application-pdf',
      user_id: applicantId,
    });
  });

  it('a reader downloads a converted document; none for a question without one (404), audited', async () => {
    const response = await get(
      `/api/staff/applications/${applicantId}/documents/${FILE_KEY}`,
      reader,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(response.rawPayload).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await lastAudit()).toMatchObject({ action: 'download-document', user_id: applicantId });

    for (const [url, status] of [
      [`/api/staff/applications/${applicantId}/documents/first_name`, 404],
      [`/api/staff/applications/${UNKNOWN_ID}/documents/${FILE_KEY}`, 404],
      [`/api/staff/applications/${applicantId}/documents/..%2Fsecret`, 400],
      [`/api/staff/applications/${UNKNOWN_ID}/pdf`, 404],
    ] as const) {
      const refused = await get(url, reader);
      expect([url, refused.statusCode]).toEqual([url, status]);
      expect((await lastAudit()).action).toMatch(/^download-(document|application-pdf)-refused$/);
    }
  });

  it('names each download once, with one .pdf at the end', async () => {
    const pdf = await get(`/api/staff/applications/${applicantId}/pdf`, reader);
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="Chesapeake-State-Application-Zoe-Ada-Nunez-Diaz.pdf"',
    );
    // The question's key and the uploaded file's name, whose own extension the PDF replaces.
    const document = await get(
      `/api/staff/applications/${applicantId}/documents/${FILE_KEY}`,
      reader,
    );
    expect(document.headers['content-disposition']).toBe(
      `attachment; filename="${FILE_KEY}-dd214.pdf"`,
    );
  });

  it('an applicant session or none gets nothing (401), and the refusal is audited', async () => {
    for (const cookie of [applicant, undefined]) {
      const response = await get(`/api/staff/applications/${applicantId}/pdf`, cookie);
      expect(response.statusCode).toBe(401);
      expect(await lastAudit()).toMatchObject({
        actor_kind: 'anonymous',
        action: 'download-application-pdf-refused',
      });
    }
  });
});
