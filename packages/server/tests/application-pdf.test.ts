import { printApplication, printItemsOf } from '@admit/engine';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDSCAPE_JPEG, makePdf, makePng } from './helpers/document-fixtures.ts';
import { documentsClient } from './helpers/documents-client.ts';
import { LONG_ANSWER, fullApplication } from './helpers/full-application.ts';
import { dropJobSchema } from './helpers/job-schema.ts';
import { flatten, outlineTitles, pageTexts } from './helpers/pdf-text.ts';
import {
  BACKENDS,
  createTestApp,
  signUpAndLogIn,
  testPartner,
  type TestApp,
} from './helpers/test-app.ts';

/** Three document questions the full application shows, with a file each (pages: 2, 1, 1). */
const UPLOADS: [string, string, () => Promise<Uint8Array> | Uint8Array][] = [
  ['md_armed_forces_orders', 'orders.pdf', () => makePdf('Orders', 2)],
  ['md_armed_forces_spouse_child_doc', 'relationship.png', () => makePng(200, 120)],
  ['md_veteran_doc', 'dd214.jpg', () => LANDSCAPE_JPEG],
];
const DOCUMENT_PAGES = 4;

describe.each(BACKENDS)('the whole-application PDF on %s', (backend) => {
  let t: TestApp;
  let docs: ReturnType<typeof documentsClient>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    docs = documentsClient(t, await signUpAndLogIn(t, 'pdf@example.org'));
  });
  afterAll(async () => {
    await t.close();
    await dropJobSchema(t);
  });

  const download = async (url: string) => {
    const response = await docs.call('GET', url);
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('holds every answered question with its answer, then the documents, with bookmarks', async () => {
    const partner = await testPartner();
    const answers = fullApplication(partner.model);
    const saved = await docs.call('PUT', '/api/answer', { answers });
    expect([saved.statusCode, saved.body]).toEqual([200, saved.body]);
    for (const [key, name, bytes] of UPLOADS) {
      expect((await docs.upload(key, name, await bytes())).statusCode).toBe(200);
      expect((await docs.settle(key)).status).toBe('COMPLETED');
    }
    const first = (await docs.call('GET', '/api/pdf')).json();
    expect(['UNPROCESSED', 'IN_PROGRESS', 'COMPLETED']).toContain(first.status);
    const ready = await docs.applicationPdf();
    expect(ready).toEqual({
      status: 'COMPLETED',
      url: expect.stringMatching(/^\/api\/pdf\/download\?v=/),
    });

    const response = await download(ready.url);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[A-Za-z0-9._-]+\.pdf"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const bytes = new Uint8Array(response.rawPayload);

    const texts = await pageTexts(bytes);
    const name = [answers.first_name, answers.middle_name, answers.last_name].join(' ');
    const running = `${partner.config.partner.applicationTitle} · ${name}`;
    // Page furniture (running header, page numbers) falls between the parts of a split answer.
    const application = flatten(
      texts
        .slice(0, -DOCUMENT_PAGES)
        .join(' ')
        .replace(/Page \d+ of \d+/g, ' ')
        .replaceAll(running, ' '),
    );
    expect(application).toContain(partner.config.partner.name);
    expect(application).toContain(`Applicant: ${name}`);
    expect(application).toMatch(/Generated: \w+ \d+, \d{4}/);
    const profile = (await docs.call('GET', '/api/profile')).json();
    const pages = printApplication(partner.model, {
      answers: profile.answer,
      documents: profile.document_answer,
    });
    const items = printItemsOf(pages);
    expect(items.length).toBeGreaterThan(100);
    for (const item of items)
      expect(application).toContain(`${flatten(item.label)} ${flatten(item.display)}`);
    for (const page of pages) expect(application).toContain(page.heading);
    expect(application).toContain(flatten(LONG_ANSWER));
    expect(texts.slice(-DOCUMENT_PAGES)[0]).toContain('Orders page 1');
    expect(texts.slice(-DOCUMENT_PAGES)[1]).toContain('Orders page 2');
    texts.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${texts.length}`));

    const labels = Object.fromEntries(items.map((item) => [item.key, item.label]));
    expect(await outlineTitles(bytes)).toEqual([
      ...pages.map((page) => page.title),
      ...UPLOADS.map(([key, name]) => `Document: ${labels[key]} (${name})`),
    ]);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const embeddedFonts = pdf.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFDict && object.has(PDFName.of('FontFile2')));
    expect(embeddedFonts.length).toBeGreaterThanOrEqual(2);
  });

  it('is made again when an answer or a document changes', async () => {
    const before = await docs.applicationPdf();
    expect(
      (await docs.call('PUT', '/api/answer', { answers: { middle_name: 'Quentin' } })).statusCode,
    ).toBe(200);
    const changed = await docs.applicationPdf();
    expect(changed.status).toBe('COMPLETED');
    expect(changed.url).not.toBe(before.url);
    const changedTexts = await pageTexts(new Uint8Array((await download(changed.url)).rawPayload));
    expect(changedTexts.join(' ')).toContain('Quentin');
    expect((await docs.call('DELETE', `/api/document-answer/${UPLOADS[0]![0]}`)).statusCode).toBe(
      200,
    );
    const without = await docs.applicationPdf();
    expect(without.url).not.toBe(changed.url);
    const withoutPdf = await PDFDocument.load(
      new Uint8Array((await download(without.url)).rawPayload),
    );
    expect(withoutPdf.getPageCount()).toBeLessThanOrEqual(changedTexts.length - 2);
  });

  it('answers 404 for a download before any PDF exists', async () => {
    const fresh = documentsClient(t, await signUpAndLogIn(t, 'nopdf@example.org'));
    expect((await fresh.call('GET', '/api/pdf/download')).statusCode).toBe(404);
  });
});
