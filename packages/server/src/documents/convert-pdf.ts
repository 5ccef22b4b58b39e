import { PDFDocument } from 'pdf-lib';
import { copyPlainPages } from '../pdf/copy-plain-pages.ts';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';
import type { PdfSanitiser } from './pdf-sanitiser.ts';

/** A converted document: a PDF the application PDF can append, and its page count. */
export interface ConvertedPdf {
  bytes: Uint8Array;
  pages: number;
  /** No page has text to extract (a scan or a photo): staff are told a screen reader reads none. */
  imageOnly: boolean;
}

/**
 * A PDF upload (or LibreOffice's output) made safe to keep: the sanitiser redraws it into a new
 * file, then pdf-lib, which only ever reads what cairo wrote, saves its pages into a fresh
 * document without annotations (a later Poppler that carries links over cannot carry a
 * `javascript:` link into storage) and counts them; whether they have any text is asked last.
 */
export async function convertPdf(
  bytes: Uint8Array,
  sanitiser: PdfSanitiser,
  signal: AbortSignal,
): Promise<ConvertedPdf> {
  const redrawn = await sanitiser.sanitise(bytes, signal);
  const out = await PDFDocument.create({ updateMetadata: false });
  try {
    const source = await PDFDocument.load(redrawn, { updateMetadata: false });
    for (const page of await copyPlainPages(out, source)) out.addPage(page);
  } catch {
    throw new DocumentError('invalid_file', DOCUMENT_MESSAGES.damagedPdf);
  }
  const pages = out.getPageCount();
  if (pages === 0) throw new DocumentError('invalid_file', DOCUMENT_MESSAGES.damagedPdf);
  const saved = await out.save();
  return { bytes: saved, pages, imageOnly: !(await sanitiser.hasText(saved, signal)) };
}
