import type { Definition, Nodes, Parent, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { visit } from 'unist-util-visit';

/** A heading of a markdown text: its level (1-6) and its text as written. */
export interface MarkdownHeading {
  level: number;
  text: string;
}

/** A link of a markdown text: its text as written (what it reads as) and where it goes. */
export interface MarkdownLink {
  text: string;
  url: string;
}

/** Trees of the texts read lately: each text is read by several checks in one run. */
const trees = new Map<string, Root>();
const TREES_KEPT = 1000;

/**
 * A markdown text as the applicant app's renderer reads it: react-markdown parses with
 * remark-parse, which is mdast-util-from-markdown with no extension (CommonMark, no GFM).
 */
function markdownTree(markdown: string): Root {
  let tree = trees.get(markdown);
  if (!tree) {
    if (trees.size >= TREES_KEPT) trees.clear();
    tree = fromMarkdown(markdown);
    trees.set(markdown, tree);
  }
  return tree;
}

/** What a node holds as the author wrote it (its markup included), e.g. `**Click here**`. */
function writtenInside(markdown: string, node: Parent): string {
  const start = node.children[0]?.position?.start.offset;
  const end = node.children.at(-1)?.position?.end.offset;
  return start === undefined || end === undefined ? '' : markdown.slice(start, end);
}

/**
 * The headings of a markdown text in order, wherever they stand (a heading in a quote or a list
 * is a heading of the page too): `#` to `######` lines, and paragraphs underlined with `=`
 * (level 1) or `-` (level 2). Code shows as written and holds none.
 */
export function markdownHeadings(markdown: string): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  visit(markdownTree(markdown), 'heading', (heading) => {
    headings.push({ level: heading.depth, text: writtenInside(markdown, heading) });
  });
  return headings;
}

/**
 * The links of a markdown text in order: inline links, autolinks and references to a definition
 * (a reference to no definition is text, not a link). Images are not links.
 */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const tree = markdownTree(markdown);
  const definitions = new Map<string, Definition>();
  visit(tree, 'definition', (definition) => {
    // The first definition of a label wins, as CommonMark says.
    if (!definitions.has(definition.identifier)) definitions.set(definition.identifier, definition);
  });
  const links: MarkdownLink[] = [];
  visit(tree, (node: Nodes) => {
    if (node.type === 'link') links.push({ text: writtenInside(markdown, node), url: node.url });
    else if (node.type === 'linkReference')
      links.push({
        text: writtenInside(markdown, node),
        url: definitions.get(node.identifier)?.url ?? '',
      });
  });
  return links;
}

/**
 * The raw HTML of a markdown text, each piece as written (a tag, a comment, an HTML block): the
 * renderer drops it (`skipHtml`), so what it meant to show is lost.
 */
export function markdownHtml(markdown: string): string[] {
  const html: string[] = [];
  visit(markdownTree(markdown), 'html', (node) => {
    html.push(node.value);
  });
  return html;
}
