import { PDFDocument } from 'pdf-lib';
import { writeAnswerPages } from './answer-pages.ts';
import { copyPlainPages } from './copy-plain-pages.ts';
import { numberPages } from './page-numbers.ts';
import { addOutline, type OutlineEntry } from './pdf-outline.ts';
import type { ApplicationPdfContent } from './pdf-content.ts';

export type { AppendedDocument, ApplicationPdfContent } from './pdf-content.ts';

/**
 * The whole-application PDF: the answer pages, a tagged PDF written with PDFKit (see
 * answer-pages.ts), then each converted document, appended with pdf-lib. pdf-lib keeps every
 * object of the answer pages as it was (structure tree, parent tree, the pages' StructParents,
 * language, title), so the tags survive; the appended pages are untagged as their conversion
 * made them. Bookmarks for every application page and every document; page numbers on every
 * page; US Letter; embedded fonts.
 */
export async function renderApplicationPdf(content: ApplicationPdfContent): Promise<Uint8Array> {
  const answers = await writeAnswerPages(content);
  const pdf = await PDFDocument.load(answers.bytes, { updateMetadata: false });
  const answerPages = pdf.getPages();
  const outline: OutlineEntry[] = answers.outline.map((entry) => ({
    title: entry.title,
    page: answerPages[entry.page]!,
    top: entry.top,
  }));
  for (const document of content.documents) {
    // A converted document is a PDF the server wrote; documents converted before uploads were
    // sanitised may still hold annotations or page actions, which are left behind here.
    const source = await PDFDocument.load(document.pdf, { updateMetadata: false });
    const pages = await copyPlainPages(pdf, source);
    pages.forEach((page) => pdf.addPage(page));
    if (pages[0])
      outline.push({ title: `Document: ${document.label} (${document.fileName})`, page: pages[0] });
  }
  await numberPages(pdf);
  addOutline(pdf, outline);
  return pdf.save();
}
