import { PDFDocument } from 'pdf-lib';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';

/** A converted document: a PDF the application PDF can append, and its page count. */
export interface ConvertedPdf {
  bytes: Uint8Array;
  pages: number;
}

/**
 * Checks a PDF and saves its pages into a fresh document (dropping whatever else the file
 * carried: its catalog's scripts, forms and attachments). Password-protected and unreadable PDFs
 * fail with a message the applicant can act on.
 */
export async function resavePdf(
  bytes: Uint8Array,
  damaged: string = DOCUMENT_MESSAGES.damagedPdf,
): Promise<ConvertedPdf> {
  let source: PDFDocument;
  try {
    // pdf-lib's own EncryptedPDFError does not survive `instanceof`; its flag is read instead.
    source = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    throw new DocumentError('invalid_file', damaged);
  }
  if (source.isEncrypted) throw new DocumentError('invalid_file', DOCUMENT_MESSAGES.encryptedPdf);
  try {
    const count = source.getPageCount();
    if (count === 0) throw new Error('no pages');
    const out = await PDFDocument.create({ updateMetadata: false });
    for (const page of await out.copyPages(source, source.getPageIndices())) out.addPage(page);
    return { bytes: await out.save(), pages: count };
  } catch {
    throw new DocumentError('invalid_file', damaged);
  }
}
