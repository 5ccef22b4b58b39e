import { isPrintHeading, printApplication, printItemsOf } from '@admit/engine';
import { describe, expect, it } from 'vitest';
import { renderApplicationPdf } from '../../src/pdf/render-application-pdf.ts';
import { makePdf } from '../helpers/document-fixtures.ts';
import { LONG_ANSWER, fullApplication } from '../helpers/full-application.ts';
import { readTags, type TaggedText } from '../helpers/pdf-structure.ts';
import { flatten } from '../helpers/pdf-text.ts';
import { testPartner } from '../helpers/test-app.ts';

const APPLICANT = 'Zoë Ñúñez-Łukasiewicz';

/** The bundled partner's fullest application, with a two-page document appended. */
async function fullApplicationPdf(language?: string) {
  const partner = await testPartner();
  const pages = printApplication(partner.model, { answers: fullApplication(partner.model) });
  const bytes = await renderApplicationPdf({
    partnerName: partner.config.partner.name,
    applicationTitle: partner.config.partner.applicationTitle,
    applicantName: APPLICANT,
    generatedAt: new Date(0),
    ...(language ? { language } : {}),
    pages,
    documents: [{ label: 'Orders', fileName: 'orders.pdf', pdf: await makePdf('Orders', 2) }],
  });
  return { partner, pages, bytes };
}

const texts = (tagged: readonly TaggedText[], roles: readonly string[]) =>
  tagged.filter((t) => roles.includes(t.role)).map((t) => t.text);

describe('the tagged application PDF', () => {
  it('heads each page H1, each section H2 and each part by its depth, in order', async () => {
    const { pages, bytes } = await fullApplicationPdf();
    const tagged = (await readTags(bytes)).pages.flat();
    expect(texts(tagged, ['H1'])).toEqual(pages.map((page) => flatten(page.heading)));
    expect(texts(tagged, ['H2'])).toEqual(
      pages.flatMap((page) => page.sections.map((section) => flatten(section.title))),
    );
    const parts = pages.flatMap((page) =>
      page.sections.flatMap((section) => section.items.filter(isPrintHeading)),
    );
    expect(parts.length).toBeGreaterThan(0);
    expect(tagged.filter((t) => /^H[3-6]$/.test(t.role))).toEqual(
      parts.map((part) => ({ role: `H${Math.min(6, 2 + part.level)}`, text: flatten(part.label) })),
    );
  });

  it('reads every question, then its answer, in the order of the application', async () => {
    const { pages, bytes } = await fullApplicationPdf();
    const tagged = (await readTags(bytes)).pages.flat();
    const reading = texts(tagged, ['Lbl', 'LBody']).join(' ');
    const items = printItemsOf(pages);
    expect(items.length).toBeGreaterThan(100);
    let from = 0;
    for (const item of items) {
      const at = reading.indexOf(`${flatten(item.label)} ${flatten(item.display)}`, from);
      expect(at, `${item.key} out of order`).toBeGreaterThanOrEqual(from);
      from = at + 1;
    }
    expect(reading).toContain(flatten(LONG_ANSWER));
    expect(reading).toContain(`Applicant: ${APPLICANT}`);
  });

  it('leaves no text of the answer pages outside the tags or the artifacts', async () => {
    const { bytes } = await fullApplicationPdf();
    const { pages, untagged } = await readTags(bytes);
    const answerPages = untagged.slice(0, -2);
    expect(answerPages.length).toBeGreaterThan(3);
    for (const loose of answerPages) expect(loose).toEqual([]);
    // The appended document keeps its pages as converted: no tags of its own, none borrowed.
    expect(pages.slice(-2)).toEqual([[], []]);
    expect(pages.slice(0, -2).every((page) => page.length > 0)).toBe(true);
  });

  it('names its language and title and asks viewers to show the title', async () => {
    const { partner, bytes } = await fullApplicationPdf();
    expect((await readTags(bytes)).document).toEqual({
      language: 'en-US',
      title: `${partner.config.partner.applicationTitle}: ${APPLICANT}`,
      displayDocTitle: true,
      marked: true,
    });
    const french = await fullApplicationPdf('fr-CA');
    expect((await readTags(french.bytes)).document.language).toBe('fr-CA');
  });
});
