/** A heading of a markdown text: its level (1-6) and its text. */
export interface MarkdownHeading {
  level: number;
  text: string;
}

/** A link of a markdown text: what it reads as (its text) and where it goes. */
export interface MarkdownLink {
  text: string;
  url: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const LIST_OR_QUOTE = /^ {0,3}([-*+>]|\d+[.)])(\s|$)/;

/** Lines of a markdown text outside fenced code blocks (code is shown as written). */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    } else if (marker) fence = marker;
    else lines.push(line);
  }
  return lines;
}

/**
 * The headings of a markdown text in order, as CommonMark reads them: `#` to `######` lines, and
 * a paragraph line underlined with `=` (level 1) or `-` (level 2).
 */
export function markdownHeadings(markdown: string): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  let paragraph: string | undefined;
  for (const line of proseLines(markdown)) {
    const atx = ATX.exec(line);
    const setext = SETEXT.exec(line);
    if (atx) {
      headings.push({ level: atx[1]!.length, text: (atx[2] ?? '').trim() });
      paragraph = undefined;
    } else if (setext && paragraph !== undefined) {
      headings.push({ level: setext[1]![0] === '=' ? 1 : 2, text: paragraph.trim() });
      paragraph = undefined;
    } else if (line.trim() === '' || LIST_OR_QUOTE.test(line)) paragraph = undefined;
    else paragraph = line;
  }
  return headings;
}

const INLINE_LINK = /(!?)\[((?:[^[\]\\]|\\.)*)\]\(\s*<?([^)\s>]*)>?(?:\s+["'(][^)]*)?\)/g;
const REFERENCE_LINK = /(!?)\[((?:[^[\]\\]|\\.)*)\]\[([^\]]*)\]/g;

/** The inline and reference links of a markdown text (images are not links). */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  const prose = proseLines(markdown)
    .join('\n')
    .replace(/`[^`\n]*`/g, '');
  for (const pattern of [INLINE_LINK, REFERENCE_LINK])
    for (const [, image, text, url] of prose.matchAll(pattern))
      if (!image) links.push({ text: text ?? '', url: url ?? '' });
  return links;
}
