import { choiceText, type PrintItem } from '@admit/engine';
import { wrapText, type FontMetrics } from './wrap-text.ts';

/** One line of an answer: pieces of text, each `dx` points into the answer column. */
export type AnswerLine = { text: string; dx: number }[];

/** Room between two choices side by side, or two columns of choices. */
const CHOICE_GAP = 14;

const single = (text: string): AnswerLine => [{ text, dx: 0 }];

/**
 * The lines an item's answer takes in a column `width` wide: its display text wrapped, or its
 * choices laid out as the projection says: side by side (two spaces apart, a choice never broken
 * while it fits a line), in columns, or one per line. Columns that would not fit the widest
 * choice on one line become one choice per line. Lines and their pieces read in the choices'
 * order, so the PDF's text reads as the item's `display`.
 */
export function answerLines(
  item: Pick<PrintItem, 'display' | 'choices' | 'layout'>,
  font: FontMetrics,
  size: number,
  width: number,
): AnswerLine[] {
  const wrap = (text: string) => wrapText(text, font, size, width).map(single);
  if (!item.choices) return wrap(item.display);
  const texts = item.choices.map(choiceText);
  const widths = texts.map((text) => font.widthOfTextAtSize(text, size));
  if (item.layout === 'columns') {
    const columns = Math.min(
      texts.length,
      Math.floor((width + CHOICE_GAP) / (Math.max(...widths) + CHOICE_GAP)),
    );
    if (columns >= 2) {
      const step = (width + CHOICE_GAP) / columns;
      const lines: AnswerLine[] = [];
      for (let i = 0; i < texts.length; i += columns)
        lines.push(texts.slice(i, i + columns).map((text, j) => ({ text, dx: j * step })));
      return lines;
    }
  }
  if (item.layout === 'row') {
    const lines: string[] = [];
    const gap = font.widthOfTextAtSize('  ', size);
    let line = '';
    let lineWidth = 0;
    texts.forEach((text, i) => {
      if (line && lineWidth + gap + widths[i]! <= width) {
        line = `${line}  ${text}`;
        lineWidth += gap + widths[i]!;
        return;
      }
      if (line) lines.push(line);
      line = text;
      lineWidth = widths[i]!;
    });
    lines.push(line);
    // Only a choice wider than the whole line is wrapped (wrapping would also close the gaps).
    return lines.flatMap((text) =>
      font.widthOfTextAtSize(text, size) <= width ? [single(text)] : wrap(text),
    );
  }
  return texts.flatMap(wrap);
}
