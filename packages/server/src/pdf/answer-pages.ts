import { NO_ANSWERS_TEXT, isPrintHeading, type PrintItem } from '@admit/engine';
import PDFDocument from 'pdfkit';
import { answerLines, type AnswerLine } from './answer-lines.ts';
import { registerFonts, type KitFonts } from './fonts.ts';
import { MUTED, PAGE, PageWriter } from './page-writer.ts';
import type { ApplicationPdfContent } from './pdf-content.ts';
import { wrapText } from './wrap-text.ts';

/** A bookmark into the answer pages: its title, page index and top of the view there. */
export interface AnswerPagesBookmark {
  title: string;
  page: number;
  top: number;
}

/** The answer pages as a tagged PDF, and the bookmarks of the application's pages. */
export interface AnswerPages {
  bytes: Uint8Array;
  outline: AnswerPagesBookmark[];
}

type Element = PDFKit.PDFStructureElement;

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

/**
 * The lines of one text with a space closing every line but the last: text read from the
 * structure tree runs lines together, so the space that wrapping took out is put back.
 */
const readable = (lines: readonly string[]): string[] =>
  lines.map((line, i) => (i < lines.length - 1 ? `${line} ` : line));

/** Adds a new structure element of type `type` to `parent` and returns it. */
function child(
  w: PageWriter,
  parent: Element,
  type: string,
  options: { title?: string } = {},
): Element {
  const element = w.doc.struct(type, options);
  parent.add(element);
  return element;
}

function drawTitleBlock(
  w: PageWriter,
  fonts: KitFonts,
  content: ApplicationPdfContent,
  root: Element,
): void {
  const left = PAGE.margin;
  for (const [text, font, size, gap] of [
    [content.partnerName, fonts.bold, 17, 8],
    [content.applicationTitle, fonts.regular, 13, 12],
  ] as const) {
    const paragraph = child(w, root, 'P');
    w.tagged(paragraph, 'P', () => {
      for (const line of readable(wrapText(text, font, size, w.contentWidth))) {
        w.y -= size;
        w.drawLine({ text: line, font, size, x: left }, w.y);
        w.y -= gap;
      }
    });
    paragraph.end();
  }
  w.rule(16);
  const list = child(w, root, 'L');
  for (const [label, value] of [
    ['Applicant', content.applicantName],
    ['Generated', formatGenerated(content.generatedAt, content.timeZone)],
  ] as const) {
    const item = child(w, list, 'LI');
    w.y -= VALUE_SIZE;
    const y = w.y;
    w.tagged(child(w, item, 'Lbl'), 'Lbl', () =>
      w.drawLine({ text: `${label}: `, font: fonts.bold, size: VALUE_SIZE, x: left }, y),
    );
    w.tagged(child(w, item, 'LBody'), 'LBody', () =>
      w.drawLine({ text: value, font: fonts.regular, size: VALUE_SIZE, x: left + 70 }, y),
    );
    item.end();
    w.y -= 6;
  }
  list.end();
  w.y -= 14;
}

/**
 * One question as a row: label on the left, answer on the right (wrapped, or its choices laid out
 * as the print projection says). A row taller than the room left moves to the next page; one
 * taller than a whole page is split, each part drawing its label lines before its answer lines.
 * In the structure tree the row is a list item: the question (`Lbl`), then the answer (`LBody`);
 * a row without a question (no answers on a page) is a paragraph.
 */
function drawRow(
  w: PageWriter,
  fonts: KitFonts,
  item: Pick<PrintItem, 'label' | 'display' | 'choices' | 'layout'>,
  parent: Element,
): void {
  const labelX = PAGE.margin;
  const valueX = PAGE.margin + LABEL_WIDTH + COLUMN_GAP;
  const labels = item.label
    ? readable(wrapText(item.label, fonts.bold, LABEL_SIZE, LABEL_WIDTH))
    : [];
  const values: AnswerLine[] = answerLines(
    item,
    fonts.regular,
    VALUE_SIZE,
    w.contentWidth - LABEL_WIDTH - COLUMN_GAP,
  ).map((line, i, all) =>
    line.map((piece, j) => ({
      ...piece,
      text: i < all.length - 1 || j < line.length - 1 ? `${piece.text} ` : piece.text,
    })),
  );
  const row = item.label ? child(w, parent, 'LI') : undefined;
  const question = row && child(w, row, 'Lbl');
  const answer = row ? child(w, row, 'LBody') : child(w, parent, 'P');
  const total = Math.max(labels.length, values.length);
  const perPage = Math.floor((PAGE.height - 2 * PAGE.margin) / LINE);
  if (total <= perPage && w.linesLeft(LINE) < total) w.newPage();
  let done = 0;
  while (done < total) {
    if (w.linesLeft(LINE) < 1) w.newPage();
    const take = Math.min(total - done, w.linesLeft(LINE));
    const top = w.y;
    const labelPart = labels.slice(done, done + take);
    if (question && labelPart.length > 0)
      w.tagged(question, 'Lbl', () =>
        labelPart.forEach((text, i) =>
          w.drawLine(
            { text, font: fonts.bold, size: LABEL_SIZE, x: labelX, color: MUTED },
            top - VALUE_SIZE - i * LINE,
          ),
        ),
      );
    const valuePart = values.slice(done, done + take);
    if (valuePart.length > 0)
      w.tagged(answer, row ? 'LBody' : 'P', () =>
        valuePart.forEach((line, i) => {
          for (const piece of line)
            w.drawLine(
              { text: piece.text, font: fonts.regular, size: VALUE_SIZE, x: valueX + piece.dx },
              top - VALUE_SIZE - i * LINE,
            );
        }),
      );
    w.y = top - take * LINE;
    done += take;
  }
  question?.end();
  answer.end();
  row?.end();
  w.y -= ROW_GAP;
}

function drawHeading(
  w: PageWriter,
  fonts: KitFonts,
  text: string,
  size: number,
  parent: Element,
  type: string,
): void {
  const lines = readable(wrapText(text, fonts.bold, size, w.contentWidth));
  // A heading never ends a page: it keeps at least two rows of room below it.
  w.ensure(lines.length * (size + 4) + 3 * LINE);
  const heading = child(w, parent, type);
  w.tagged(heading, type, () => {
    for (const line of lines) {
      w.y -= size;
      w.drawLine({ text: line, font: fonts.bold, size, x: PAGE.margin }, w.y);
      w.y -= 4;
    }
  });
  heading.end();
}

/** Collects a PDFKit document's output, until it is ended. */
function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

/**
 * The answer pages of the application PDF, written with PDFKit as a tagged PDF: title block,
 * then each page and section with every visible answered question and the headings of the parts
 * they sit in, as the print projection gives them (the staff view lays out the same projection).
 * The structure tree reads: the title block, then per page a section (`Sect`) headed `H1`, per
 * section one headed `H2`, part headings `H3`/`H4`, and the questions as lists of label and
 * answer. The running header and rules are artifacts. Language and title are set, and the title
 * is what a viewer shows.
 */
export async function writeAnswerPages(content: ApplicationPdfContent): Promise<AnswerPages> {
  const title = `${content.applicationTitle}: ${content.applicantName}`;
  const doc = new PDFDocument({
    autoFirstPage: false,
    // No default face: PDFKit would load Helvetica's metrics for every document, unused.
    font: '',
    pdfVersion: '1.7',
    tagged: true,
    lang: content.language ?? 'en-US',
    displayTitle: true,
    info: {
      Title: title,
      Author: content.partnerName,
      Creator: 'Admit',
      Producer: 'Admit (PDFKit)',
      CreationDate: content.generatedAt,
      ModDate: content.generatedAt,
    },
  });
  const bytes = collect(doc);
  const fonts = await registerFonts(doc);
  const running = `${content.applicationTitle} · ${content.applicantName}`;
  const w = new PageWriter(doc, (writer) => {
    if (writer.page === 0) return;
    writer.artifact('Pagination', () =>
      writer.drawLine(
        { text: running, font: fonts.regular, size: 8, x: PAGE.margin, color: MUTED },
        PAGE.height - 32,
      ),
    );
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const outline: AnswerPagesBookmark[] = [];
  drawTitleBlock(w, fonts, content, root);
  for (const page of content.pages) {
    w.ensure(60);
    outline.push({ title: page.title, page: w.page, top: w.y + 4 });
    const pageElement = child(w, root, 'Sect', { title: page.title });
    drawHeading(w, fonts, page.heading, 15, pageElement, 'H1');
    w.rule(10);
    if (page.sections.length === 0)
      drawRow(w, fonts, { label: '', display: NO_ANSWERS_TEXT }, pageElement);
    for (const section of page.sections) {
      const sectionElement = child(w, pageElement, 'Sect', { title: section.title });
      w.y -= 4;
      drawHeading(w, fonts, section.title, 11.5, sectionElement, 'H2');
      w.y -= 4;
      let list: Element | undefined;
      for (const entry of section.items) {
        if (!isPrintHeading(entry)) {
          list ??= child(w, sectionElement, 'L');
          drawRow(w, fonts, entry, list);
          continue;
        }
        list?.end();
        list = undefined;
        const level = Math.min(6, 2 + entry.level);
        drawHeading(
          w,
          fonts,
          entry.label,
          entry.level > 1 ? 10 : 10.5,
          sectionElement,
          `H${level}`,
        );
      }
      list?.end();
      sectionElement.end();
    }
    pageElement.end();
    w.y -= 12;
  }
  root.end();
  doc.end();
  return { bytes: await bytes, outline };
}
