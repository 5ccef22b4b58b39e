import { printApplication } from '@admit/engine';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signServiceToken } from '../src/crypto/service-token.ts';
import { loadPartner, type LoadedPartner } from '../src/config/partner.ts';
import { makePdf, makePng } from './helpers/document-fixtures.ts';
import { documentsClient } from './helpers/documents-client.ts';
import { dropJobSchema } from './helpers/job-schema.ts';
import { flatten, pageTexts } from './helpers/pdf-text.ts';
import {
  BACKENDS,
  SECOND_PARTNER_DIR,
  createTestApp,
  signUpAndLogIn,
  userIdOf,
  type TestApp,
} from './helpers/test-app.ts';

const EMAIL = 'robin.okafor@example.org';

/** A complete Fernhollow application, in its own keys (none of the bundled partner's). */
const ANSWERS = {
  given_name: 'Roberta',
  family_name: 'Okafor-Ní Bhriain',
  chosen_name: 'Robin',
  date_of_birth: '2004-05-06',
  pronoun: 'they',
  pronoun_desc: 'they/them',
  contact_email: 'robin@example.org',
  mobile_number: '+1 902 555 0199',
  home_address_line_1: '9 Quinpool Road',
  home_city: 'Halifax',
  home_state: 'Nova Scotia',
  home_state_desc: 'Nova Scotia',
  home_zip: 'B3L 1A1',
  home_country: 'CA',
  home_country_desc: 'Canada',
  discipline: 'CER',
  discipline_desc: 'Ceramics',
  concentration: 'glaze',
  concentration_desc: 'Glaze chemistry',
  intake: '2027-09',
  intake_desc: 'September 2027',
  study_load: 'evening',
  study_load_desc: 'Evening studio',
  secondary_name: 'SAMPLE Citadel Hill Secondary',
  secondary_ceeb: 'FH0101',
  leaving_year: String(new Date().getFullYear()),
  leaving_year_desc: String(new Date().getFullYear()),
  wants_kiln_room: true,
  took_courses: 'have',
  took_courses_desc: 'I have',
  course_institution: 'SAMPLE Atlantic Night School of Drawing',
  course_title: 'Life Drawing at Night',
  artist_statement: 'I make vessels that hold the weather of the Atlantic coast.',
  reference_route: 'attached',
  reference_route_desc: 'I will attach it here',
  access_needs: 'A chair at the wheel, please.',
  work_is_mine: true,
};

describe.each(BACKENDS)('a second partner, Fernhollow, on %s', (backend) => {
  let partner: LoadedPartner;
  let t: TestApp;
  let docs: ReturnType<typeof documentsClient>;
  beforeAll(async () => {
    partner = await loadPartner(SECOND_PARTNER_DIR);
    t = await createTestApp(backend, { partner });
    docs = documentsClient(t, await signUpAndLogIn(t, EMAIL));
  });
  afterAll(async () => {
    await t.close();
    await dropJobSchema(t);
  });

  it("accepts its answers, uploads and submit, checked with the partner's own rules", async () => {
    const saved = await docs.call('PUT', '/api/answer', { answers: ANSWERS });
    expect([saved.statusCode, saved.body]).toEqual([200, saved.body]);
    // A key of the bundled partner is no answer here.
    const foreign = await docs.call('PUT', '/api/answer', { answers: { first_name: 'Ada' } });
    expect(foreign.statusCode).toBe(400);
    for (const [key, name, bytes] of [
      ['portfolio_file', 'portfolio.pdf', await makePdf('Glaze tests, spring term', 2)],
      ['reference_letter', 'reference.png', makePng(160, 90)],
    ] as const) {
      expect((await docs.upload(key, name, bytes)).statusCode).toBe(200);
      expect((await docs.settle(key)).status).toBe('COMPLETED');
    }
    const submitted = await docs.call('POST', '/api/submit');
    expect([submitted.statusCode, submitted.body]).toEqual([200, submitted.body]);
  });

  it('names the applicant on the application PDF from the answers the partner declares', async () => {
    const ready = await docs.applicationPdf();
    expect(ready.status).toBe('COMPLETED');
    const response = await docs.call('GET', ready.url);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Fernhollow-Application-Roberta-Okafor-Ni-Bhriain.pdf"',
    );
    const bytes = new Uint8Array(response.rawPayload);
    const text = flatten((await pageTexts(bytes)).join(' '));
    expect(text).toContain('Applicant: Roberta Okafor-Ní Bhriain');
    expect(text).not.toContain(`Applicant: ${EMAIL}`);
    expect(text).toContain('Glaze tests, spring term');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(
      'Fernhollow Studio Admission: Roberta Okafor-Ní Bhriain',
    );
    // Every page of the partner's four, by its own titles.
    const pages = printApplication(partner.model, { answers: ANSWERS });
    expect(pages.map((page) => page.title)).toEqual([
      'Who You Are',
      'Your Practice',
      'Portfolio',
      'Sign-off',
    ]);
    for (const page of pages) expect(text).toContain(page.title);
  });

  it('lets staff read the application in its own keys with a service token', async () => {
    const token = signServiceToken(t.env.secret, await userIdOf(t, EMAIL));
    const response = await t.app.inject({
      method: 'GET',
      url: `/service/tmp-pdf?service_token=${encodeURIComponent(token)}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.answer).toMatchObject({
      given_name: 'Roberta',
      chosen_name: 'Robin',
      portfolio_file: 'ANSWERED',
      reference_letter: 'ANSWERED',
    });
    expect(Object.keys(body.document_answer).sort()).toEqual([
      'portfolio_file',
      'reference_letter',
    ]);
  });

  it('searches its own lookup data', async () => {
    const found = await t.app.inject({
      method: 'GET',
      url: '/lookup/find?text=citadel&category=hs_ceeb&max_results=5',
    });
    expect(found.json()).toEqual([
      { id: 'FH0101', text: 'SAMPLE Citadel Hill Secondary', sub_text: 'Halifax, Nova Scotia' },
    ]);
    const none = await t.app.inject({
      method: 'GET',
      url: '/lookup/find?text=bayview&category=hs_ceeb&max_results=5',
    });
    expect(none.json()).toEqual([]);
  });
});
