import { NO_ANSWERS_TEXT, isPrintHeading, type PrintItem, type PrintPage } from '@admit/engine';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { answerLines, type AnswerLine } from './answer-lines.ts';
import { copyPlainPages } from './copy-plain-pages.ts';
import { embedFonts, type PdfFonts } from './fonts.ts';
import { addOutline, type OutlineEntry } from './pdf-outline.ts';
import { FOOTER_Y, MUTED, PAGE, PageWriter } from './page-writer.ts';
import { wrapText } from './wrap-text.ts';

/** A converted document to append after the answers. */
export interface AppendedDocument {
  /** The file question's label. */
  label: string;
  fileName: string;
  pdf: Uint8Array;
}

/** Everything the application PDF shows. */
export interface ApplicationPdfContent {
  partnerName: string;
  applicationTitle: string;
  applicantName: string;
  generatedAt: Date;
  /** IANA time zone of the "generated" date (default: the server's). */
  timeZone?: string;
  /** The engine's print projection of every page (what the staff view shows). */
  pages: readonly PrintPage[];
  documents: readonly AppendedDocument[];
}

const LABEL_WIDTH = 190;
const COLUMN_GAP = 14;
const LABEL_SIZE = 9;
const VALUE_SIZE = 10;
const LINE = 13;
const ROW_GAP = 5;

/** "November 22, 2026, 3:04 PM UTC". */
export const formatGenerated = (date: Date, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);

function drawTitleBlock(w: PageWriter, fonts: PdfFonts, content: ApplicationPdfContent): void {
  const left = PAGE.margin;
  for (const [text, font, size, gap] of [
    [content.partnerName, fonts.bold, 17, 8],
    [content.applicationTitle, fonts.regular, 13, 12],
  ] as const)
    for (const line of wrapText(text, font, size, w.contentWidth)) {
      w.y -= size;
      w.drawLine({ text: line, font, size, x: left }, w.y);
      w.y -= gap;
    }
  w.rule(16);
  for (const [label, value] of [
    ['Applicant', content.applicantName],
    ['Generated', formatGenerated(content.generatedAt, content.timeZone)],
  ]) {
    w.y -= VALUE_SIZE;
    w.drawLine({ text: `${label}:`, font: fonts.bold, size: VALUE_SIZE, x: left }, w.y);
    w.drawLine({ text: value!, font: fonts.regular, size: VALUE_SIZE, x: left + 70 }, w.y);
    w.y -= 6;
  }
  w.y -= 14;
}

/**
 * One question as a row: label on the left, answer on the right (wrapped, or its choices laid out
 * as the print projection says), both wrapped. A row taller than the room left moves to the next
 * page; one taller than a whole page is split, each part drawing its label lines before its
 * answer lines (so extracted text reads label, then answer).
 */
function drawRow(
  w: PageWriter,
  fonts: PdfFonts,
  item: Pick<PrintItem, 'label' | 'display' | 'choices' | 'layout'>,
): void {
  const labelX = PAGE.margin;
  const valueX = PAGE.margin + LABEL_WIDTH + COLUMN_GAP;
  const labels = wrapText(item.label, fonts.bold, LABEL_SIZE, LABEL_WIDTH);
  const values: AnswerLine[] = answerLines(
    item,
    fonts.regular,
    VALUE_SIZE,
    w.contentWidth - LABEL_WIDTH - COLUMN_GAP,
  );
  const total = Math.max(labels.length, values.length);
  const perPage = Math.floor((PAGE.height - 2 * PAGE.margin) / LINE);
  if (total <= perPage && w.linesLeft(LINE) < total) w.newPage();
  let done = 0;
  while (done < total) {
    if (w.linesLeft(LINE) < 1) w.newPage();
    const take = Math.min(total - done, w.linesLeft(LINE));
    const top = w.y;
    labels
      .slice(done, done + take)
      .forEach((text, i) =>
        w.drawLine(
          { text, font: fonts.bold, size: LABEL_SIZE, x: labelX, color: MUTED },
          top - VALUE_SIZE - i * LINE,
        ),
      );
    values.slice(done, done + take).forEach((line, i) => {
      for (const piece of line)
        w.drawLine(
          { text: piece.text, font: fonts.regular, size: VALUE_SIZE, x: valueX + piece.dx },
          top - VALUE_SIZE - i * LINE,
        );
    });
    w.y = top - take * LINE;
    done += take;
  }
  w.y -= ROW_GAP;
}

function drawHeading(w: PageWriter, fonts: PdfFonts, text: string, size: number): void {
  const lines = wrapText(text, fonts.bold, size, w.contentWidth);
  // A heading never ends a page: it keeps at least two rows of room below it.
  w.ensure(lines.length * (size + 4) + 3 * LINE);
  for (const line of lines) {
    w.y -= size;
    w.drawLine({ text: line, font: fonts.bold, size, x: PAGE.margin }, w.y);
    w.y -= 4;
  }
}

/**
 * The whole-application PDF: title block, then each page and section with every visible answered
 * question and the headings of the parts they sit in, as the print projection gives them (the
 * staff view lays out the same projection), then each converted document. Bookmarks for every
 * application page and every document; page numbers on every page; US Letter; embedded fonts.
 */
export async function renderApplicationPdf(content: ApplicationPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = await embedFonts(pdf);
  const running = `${content.applicationTitle} · ${content.applicantName}`.normalize('NFC');
  let first = true;
  const w = new PageWriter(pdf, (page: PDFPage) => {
    if (first) {
      first = false;
      return;
    }
    page.drawText(running, {
      x: PAGE.margin,
      y: PAGE.height - 32,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  });
  const outline: OutlineEntry[] = [];
  drawTitleBlock(w, fonts, content);
  for (const page of content.pages) {
    w.ensure(60);
    outline.push({ title: page.title, page: w.page, top: w.y + 4 });
    drawHeading(w, fonts, page.heading, 15);
    w.rule(10);
    if (page.sections.length === 0) drawRow(w, fonts, { label: '', display: NO_ANSWERS_TEXT });
    for (const section of page.sections) {
      w.y -= 4;
      drawHeading(w, fonts, section.title, 11.5);
      w.y -= 4;
      for (const entry of section.items) {
        if (!isPrintHeading(entry)) drawRow(w, fonts, entry);
        else drawHeading(w, fonts, entry.label, entry.level > 1 ? 10 : 10.5);
      }
    }
    w.y -= 12;
  }
  for (const document of content.documents) {
    // A converted document is a PDF the server wrote; documents converted before uploads were
    // sanitised may still hold annotations or page actions, which are left behind here.
    const source = await PDFDocument.load(document.pdf, { updateMetadata: false });
    const pages = await copyPlainPages(pdf, source);
    pages.forEach((page) => pdf.addPage(page));
    if (pages[0])
      outline.push({ title: `Document: ${document.label} (${document.fileName})`, page: pages[0] });
  }
  const all = pdf.getPages();
  all.forEach((page, i) => {
    const text = `Page ${i + 1} of ${all.length}`;
    const size = 8;
    const width = fonts.regular.widthOfTextAtSize(text, size);
    page.drawText(text, {
      x: (page.getWidth() - width) / 2,
      y: Math.min(FOOTER_Y, page.getHeight() / 20),
      size,
      font: fonts.regular,
      color: MUTED,
    });
  });
  addOutline(pdf, outline);
  pdf.setTitle(`${content.applicationTitle}: ${content.applicantName}`, {
    showInWindowTitleBar: true,
  });
  pdf.setAuthor(content.partnerName);
  pdf.setCreator('Admit');
  pdf.setProducer('Admit (pdf-lib)');
  pdf.setLanguage('en-US');
  pdf.setCreationDate(content.generatedAt);
  pdf.setModificationDate(content.generatedAt);
  return pdf.save();
}
