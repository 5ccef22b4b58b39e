import type { KitFont } from './fonts.ts';

/** US Letter, in points. */
export const PAGE = { width: 612, height: 792, margin: 54 } as const;
/** Where the page numbers sit. */
export const FOOTER_Y = 28;

export const INK = '#1a1a1f';
export const MUTED = '#61616b';
export const RULE = '#ccccd6';

/** A line of text to draw. */
export interface TextRun {
  text: string;
  font: KitFont;
  size: number;
  x: number;
  color?: string;
}

/**
 * A cursor writing down US Letter pages of a tagged PDFKit document: it knows how much room is
 * left and starts a new page (with the running header) when text would run into the bottom
 * margin. `y` counts up from the bottom of the page, as PDF coordinates do. Everything drawn is
 * either the content of a structure element (`tagged`) or an artifact (`artifact`), so a screen
 * reader reads the structure tree and skips the page furniture.
 */
export class PageWriter {
  readonly doc: PDFKit.PDFDocument;
  /** Index of the current page in the document. */
  page = -1;
  /** Baseline of the next line. */
  y = 0;
  readonly #runningHeader: (w: PageWriter) => void;

  constructor(doc: PDFKit.PDFDocument, runningHeader: (w: PageWriter) => void) {
    this.doc = doc;
    this.#runningHeader = runningHeader;
    this.newPage();
  }

  get bottom(): number {
    return PAGE.margin;
  }

  get contentWidth(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  newPage(): void {
    this.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    this.page++;
    this.#runningHeader(this);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Lines of `height` that still fit on this page. */
  linesLeft(height: number): number {
    return Math.floor((this.y - this.bottom) / height);
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  /** Draws what `draw` draws as marked content of `element` (whose type is `tag`). */
  tagged(element: PDFKit.PDFStructureElement, tag: string, draw: () => void): void {
    element.add(this.doc.markStructureContent(tag));
    draw();
    this.doc.endMarkedContent();
  }

  /** Draws what `draw` draws as an artifact: page furniture no screen reader reads out. */
  artifact(type: 'Pagination' | 'Layout', draw: () => void): void {
    this.doc.markContent('Artifact', { type });
    draw();
    this.doc.endMarkedContent();
  }

  /** Draws one line of text with its baseline at `baseline` (points from the bottom). */
  drawLine(run: TextRun, baseline: number): void {
    // Text is NFC-normalised so that accents come precomposed, as wrapping measured them.
    this.doc
      .font(run.font.name, run.size)
      .fillColor(run.color ?? INK)
      .text(run.text.normalize('NFC'), run.x, PAGE.height - baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
      });
  }

  /** A thin horizontal rule across the text column (an artifact), then some space. */
  rule(gap = 6): void {
    const y = PAGE.height - this.y;
    this.artifact('Layout', () =>
      this.doc
        .moveTo(PAGE.margin, y)
        .lineTo(PAGE.width - PAGE.margin, y)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke(),
    );
    this.y -= gap;
  }
}
