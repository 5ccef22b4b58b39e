import { printApplication, type PrintItem } from '@admit/engine';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { convertImage } from '../../src/documents/convert-image.ts';
import { renderApplicationPdf } from '../../src/pdf/render-application-pdf.ts';
import { wrapText } from '../../src/pdf/wrap-text.ts';
import { embedFonts } from '../../src/pdf/fonts.ts';
import { LANDSCAPE_JPEG, makePdf, makePng } from '../helpers/document-fixtures.ts';
import { LONG_ANSWER, fullApplication } from '../helpers/full-application.ts';
import { flatten, outlineTitles, pageTexts } from '../helpers/pdf-text.ts';
import { testPartner } from '../helpers/test-app.ts';

const DOCUMENT_KEYS = [
  'md_armed_forces_orders',
  'md_armed_forces_spouse_child_doc',
  'md_veteran_doc',
];

let rendered: ReturnType<typeof renderOnce> | undefined;
const render = () => (rendered ??= renderOnce());

async function renderOnce() {
  const partner = await testPartner();
  const answers = fullApplication(partner.model);
  const documents = Object.fromEntries(
    DOCUMENT_KEYS.map((key) => [key, { file_name: `${key}.pdf`, file_size: 1 }]),
  );
  const pages = printApplication(partner.model, { answers, documents });
  const pdfs = [
    await makePdf('Orders', 2),
    await convertImage('png', makePng(80, 40)),
    await convertImage('jpeg', LANDSCAPE_JPEG),
  ];
  const bytes = await renderApplicationPdf({
    partnerName: partner.config.partner.name,
    applicationTitle: partner.config.partner.applicationTitle,
    applicantName: 'Zoë Ñúñez-Łukasiewicz',
    generatedAt: new Date('2026-11-22T15:04:00Z'),
    timeZone: 'UTC',
    pages,
    documents: DOCUMENT_KEYS.map((key, i) => ({
      label: `Label of ${key}`,
      fileName: `${key}.pdf`,
      pdf: pdfs[i]!,
    })),
  });
  return { partner, pages, bytes };
}

describe('the application PDF', () => {
  it('shows the title block, every printed question with its answer, and the documents', async () => {
    const { partner, pages, bytes } = await render();
    const texts = await pageTexts(bytes);
    const documentPages = 2 + 1 + 1;
    // Page furniture (running header, page numbers) falls between the parts of a split answer.
    const running = `${partner.config.partner.applicationTitle} · Zoë Ñúñez-Łukasiewicz`;
    const applicationPages = flatten(
      texts
        .slice(0, texts.length - documentPages)
        .join(' ')
        .replace(/Page \d+ of \d+/g, ' ')
        .replaceAll(running, ' '),
    );
    expect(applicationPages).toContain(partner.config.partner.name);
    expect(applicationPages).toContain(partner.config.partner.applicationTitle);
    expect(applicationPages).toContain('Applicant: Zoë Ñúñez-Łukasiewicz');
    expect(applicationPages).toContain('Generated: November 22, 2026 at 3:04 PM UTC');
    const items: PrintItem[] = pages.flatMap((page) =>
      page.sections.flatMap((section) => section.items),
    );
    expect(items.length).toBeGreaterThan(100);
    for (const page of pages) expect(applicationPages).toContain(page.title);
    for (const item of items)
      expect(applicationPages).toContain(`${flatten(item.label)} ${flatten(item.display)}`);
    expect(applicationPages).toContain(flatten(LONG_ANSWER));
    expect(texts.slice(-documentPages)[0]).toContain('Orders page 1');
    expect(texts.slice(-documentPages)[1]).toContain('Orders page 2');
    texts.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${texts.length}`));
  });

  it('bookmarks every application page and every document, on US Letter pages with embedded fonts', async () => {
    const { pages, bytes } = await render();
    expect(await outlineTitles(bytes)).toEqual([
      ...pages.map((page) => page.title),
      ...DOCUMENT_KEYS.map((key) => `Document: Label of ${key} (${key}.pdf)`),
    ]);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(pdf.getTitle()).toContain('Zoë');
    const embedded = pdf.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFDict && object.has(PDFName.of('FontFile2')));
    expect(embedded).toHaveLength(2);
  });
});

describe('wrapText', () => {
  it('wraps at spaces, breaks words longer than a line, and keeps line breaks', async () => {
    const fonts = await embedFonts(await PDFDocument.create());
    const lines = wrapText(`short words here\n${'x'.repeat(200)}`, fonts.regular, 10, 100);
    expect(lines[0]).toBe('short words here');
    expect(lines.slice(1).join('')).toBe('x'.repeat(200));
    for (const line of lines)
      expect(fonts.regular.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
  });
});
