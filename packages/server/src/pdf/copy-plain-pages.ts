import { PDFName, type PDFDocument, type PDFPage } from 'pdf-lib';

/** Page entries that can act or link: annotations (links, form fields) and page actions. */
const ACTIVE_PAGE_ENTRIES = ['Annots', 'AA'] as const;

/**
 * Copies every page of `source` into `target` (not yet added) without annotations or page
 * actions. Copying pages leaves the source's catalog behind (document scripts, open actions,
 * forms, attachments), and removing these entries from the source pages first keeps whatever
 * they refer to from being copied at all. `source` is always a PDF the server wrote itself.
 */
export async function copyPlainPages(target: PDFDocument, source: PDFDocument): Promise<PDFPage[]> {
  for (const page of source.getPages())
    for (const entry of ACTIVE_PAGE_ENTRIES) page.node.delete(PDFName.of(entry));
  return target.copyPages(source, source.getPageIndices());
}
