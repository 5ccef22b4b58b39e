import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/** US Letter, in points. */
export const PAGE = { width: 612, height: 792, margin: 54 } as const;
/** Where the page numbers sit. */
export const FOOTER_Y = 28;

export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.38, 0.42);
export const RULE = rgb(0.8, 0.8, 0.84);

/** A line of text to draw. */
export interface TextRun {
  text: string;
  font: PDFFont;
  size: number;
  x: number;
  color?: ReturnType<typeof rgb>;
}

/**
 * A cursor writing down US Letter pages: it knows how much room is left and starts a new page
 * (with the running header) when text would run into the bottom margin.
 */
export class PageWriter {
  readonly pdf: PDFDocument;
  page!: PDFPage;
  /** Baseline of the next line. */
  y = 0;
  readonly #runningHeader: (page: PDFPage) => void;

  constructor(pdf: PDFDocument, runningHeader: (page: PDFPage) => void) {
    this.pdf = pdf;
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
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.#runningHeader(this.page);
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

  /** Draws one line of text with its baseline `size` below the cursor's top. */
  drawLine(run: TextRun, baseline: number): void {
    // Shaping is off (see fonts.ts), so accents must come precomposed.
    this.page.drawText(run.text.normalize('NFC'), {
      x: run.x,
      y: baseline,
      font: run.font,
      size: run.size,
      color: run.color ?? INK,
    });
  }

  /** A thin horizontal rule across the text column, then some space. */
  rule(gap = 6): void {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= gap;
  }
}
