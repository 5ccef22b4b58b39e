import type { PDFFont } from 'pdf-lib';

/** Control characters a PDF text line cannot show (tabs become spaces, line breaks split lines). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Breaks text into lines no wider than `width` at `size`: at spaces where it can, inside a word
 * when one word is wider than the line (a long URL or number never runs off the page). Line breaks
 * in the text are kept.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const measure = (line: string) => font.widthOfTextAtSize(line, size);
  const lines: string[] = [];
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    .replace(CONTROL, '')
    .split('\n');
  for (const paragraph of paragraphs) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (measure(rest) > width) {
        let cut = 1;
        const characters = [...rest];
        while (cut < characters.length && measure(characters.slice(0, cut + 1).join('')) <= width)
          cut++;
        lines.push(characters.slice(0, cut).join(''));
        rest = characters.slice(cut).join('');
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}
