import { PDFName, type PDFDocument, type PDFPage } from 'pdf-lib';

/**
 * Page entries left behind: those that can act or link (annotations, such as links and form
 * fields, and page actions), and the page's key into its own document's structure tree, which
 * would point into the target's tree instead.
 */
const LEFT_BEHIND = ['Annots', 'AA', 'StructParents'] as const;

/**
 * Copies every page of `source` into `target` (not yet added) without annotations, page actions
 * or a key into the source's structure tree. Copying pages leaves the source's catalog behind
 * (document scripts, open actions, forms, attachments, structure tree), and removing these
 * entries from the source pages first keeps whatever they refer to from being copied at all. `source` is always a PDF the server wrote itself.
 */
export async function copyPlainPages(target: PDFDocument, source: PDFDocument): Promise<PDFPage[]> {
  for (const page of source.getPages())
    for (const entry of LEFT_BEHIND) page.node.delete(PDFName.of(entry));
  return target.copyPages(source, source.getPageIndices());
}
