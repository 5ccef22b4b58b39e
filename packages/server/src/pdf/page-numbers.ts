import { beginMarkedContent, endMarkedContent, rgb, type PDFDocument } from 'pdf-lib';
import { embedRegularFont } from './fonts.ts';
import { FOOTER_Y } from './page-writer.ts';

const SIZE = 8;
const MUTED = rgb(0.38, 0.38, 0.42);

/**
 * "Page <n> of <total>" at the foot of every page, answer pages and appended documents alike,
 * each marked as an artifact so that a screen reader reading the structure tree skips it.
 */
export async function numberPages(pdf: PDFDocument): Promise<void> {
  const font = await embedRegularFont(pdf);
  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const text = `Page ${i + 1} of ${pages.length}`;
    const width = font.widthOfTextAtSize(text, SIZE);
    page.pushOperators(beginMarkedContent('Artifact'));
    page.drawText(text, {
      x: (page.getWidth() - width) / 2,
      y: Math.min(FOOTER_Y, page.getHeight() / 20),
      size: SIZE,
      font,
      color: MUTED,
    });
    page.pushOperators(endMarkedContent());
  });
}
