import { PDFHexString, PDFName, type PDFDocument, type PDFPage } from 'pdf-lib';

/** One bookmark: its title and where it jumps to. */
export interface OutlineEntry {
  title: string;
  page: PDFPage;
  /** Top of the view on that page (default: the top of the page). */
  top?: number;
}

/**
 * Writes a flat document outline (the bookmarks panel), which pdf-lib has no API for: an
 * /Outlines dictionary whose items link to each other and jump to their page. The viewer opens with
 * the panel shown.
 */
export function addOutline(pdf: PDFDocument, entries: readonly OutlineEntry[]): void {
  if (entries.length === 0) return;
  const { context } = pdf;
  const root = context.nextRef();
  const refs = entries.map(() => context.nextRef());
  entries.forEach((entry, i) => {
    const top = entry.top ?? entry.page.getHeight();
    context.assign(
      refs[i]!,
      context.obj({
        Title: PDFHexString.fromText(entry.title),
        Parent: root,
        Dest: [entry.page.ref, 'XYZ', null, top, null],
        ...(i > 0 ? { Prev: refs[i - 1]! } : {}),
        ...(i < refs.length - 1 ? { Next: refs[i + 1]! } : {}),
      }),
    );
  });
  context.assign(
    root,
    context.obj({ Type: 'Outlines', First: refs[0]!, Last: refs.at(-1)!, Count: refs.length }),
  );
  pdf.catalog.set(PDFName.of('Outlines'), root);
  pdf.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
