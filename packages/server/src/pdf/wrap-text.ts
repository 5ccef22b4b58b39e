/** How wide a face sets a text: all that wrapping and laying out answers needs of a font. */
export interface FontMetrics {
  widthOfTextAtSize(text: string, size: number): number;
}

/** Control characters a PDF text line cannot show (tabs become spaces, line breaks split lines). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Breaks text into lines no wider than `width` at `size`: at spaces where it can, inside a word
 * when one word is wider than the line (a long URL or number never runs off the page). Line breaks
 * in the text are kept.
 */
export function wrapText(text: string, font: FontMetrics, size: number, width: number): string[] {
  // Measuring runs font shaping; a long answer has hundreds of words, so each word is measured
  // once and lines are summed (kerning across a space is negligible).
  const widths = new Map<string, number>();
  const measure = (piece: string) => {
    let known = widths.get(piece);
    if (known === undefined) widths.set(piece, (known = font.widthOfTextAtSize(piece, size)));
    return known;
  };
  const space = measure(' ');
  const lines: string[] = [];
  const paragraphs = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    .replace(CONTROL, '')
    .split('\n');
  for (const paragraph of paragraphs) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const wordWidth = measure(word);
      if (line && lineWidth + space + wordWidth <= width) {
        line = `${line} ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (measure(rest) > width) {
        const characters = [...rest];
        let cut = 1;
        while (
          cut < characters.length &&
          font.widthOfTextAtSize(characters.slice(0, cut + 1).join(''), size) <= width
        )
          cut++;
        lines.push(characters.slice(0, cut).join(''));
        rest = characters.slice(cut).join('');
      }
      line = rest;
      lineWidth = measure(rest);
    }
    lines.push(line);
  }
  return lines;
}
