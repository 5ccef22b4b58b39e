import { getDocumentProxy } from 'unpdf';
import { flatten } from './pdf-text.ts';

/** A structure element that holds text on a page: its type and the text it marks. */
export interface TaggedText {
  role: string;
  text: string;
}

/** What a structure node of pdf.js's `getStructTree()` is: an element, or content it marks. */
interface StructNode {
  role?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}

/** What a screen reader needs to know of a whole PDF besides its pages. */
export interface DocumentTags {
  language: string | undefined;
  title: string | undefined;
  displayDocTitle: boolean;
  marked: boolean;
}

/**
 * Reads a PDF's structure tree back the way assistive technology does, with pdf.js (as unpdf
 * bundles it): for each page, every structure element that marks text there, in the tree's
 * order, with that text; and every piece of text the page shows outside both the tree and
 * artifacts (which a screen reader following the tags would never read).
 */
export async function readTags(bytes: Uint8Array): Promise<{
  pages: TaggedText[][];
  untagged: string[][];
  document: DocumentTags;
}> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: TaggedText[][] = [];
  const untagged: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent({ includeMarkedContent: true });
    const texts = new Map<string, string>();
    const loose: string[] = [];
    const open: { id: string | null; tag: string }[] = [];
    for (const item of content.items) {
      if ('type' in item) {
        if (item.type === 'endMarkedContent') open.pop();
        // pdf.js gives the tag too (its types leave it out).
        else open.push({ id: item.id ?? null, tag: (item as { tag?: string }).tag ?? '' });
        continue;
      }
      const marking = open.find((m) => m.id !== null || m.tag === 'Artifact');
      if (!marking) {
        if (item.str.trim()) loose.push(item.str);
      } else if (marking.id !== null)
        texts.set(marking.id, `${texts.get(marking.id) ?? ''} ${item.str}`);
    }
    const found: TaggedText[] = [];
    const walk = (node: StructNode) => {
      const marks = (node.children ?? []).filter((c) => c.type === 'content' && c.id);
      if (node.role && marks.length > 0)
        found.push({
          role: node.role,
          text: flatten(marks.map((c) => texts.get(c.id!) ?? '').join(' ')),
        });
      for (const c of node.children ?? []) if (c.role) walk(c);
    };
    walk((await page.getStructTree()) as StructNode);
    pages.push(found);
    untagged.push(loose);
  }
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  const preferences = (await pdf.getViewerPreferences()) as Record<string, unknown> | null;
  const markInfo = await pdf.getMarkInfo();
  return {
    pages,
    untagged,
    document: {
      language: info.Language as string | undefined,
      title: info.Title as string | undefined,
      displayDocTitle: preferences?.DisplayDocTitle === true,
      marked: markInfo?.Marked === true,
    },
  };
}
