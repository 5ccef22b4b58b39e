import { convertImage } from './convert-image.ts';
import { convertPdf, type ConvertedPdf } from './convert-pdf.ts';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';
import type { DocxConverter } from './docx-converter.ts';
import type { DocumentType } from './inspect-upload.ts';
import type { PdfSanitiser } from './pdf-sanitiser.ts';

/** The tools conversions use, and how long one conversion may take, all its steps together. */
export interface DocumentConverters {
  docx: DocxConverter;
  pdf: PdfSanitiser;
  timeoutMs: number;
}

/**
 * Turns an inspected upload into a PDF: an image becomes one fitted page the server draws
 * itself, a PDF is redrawn by the sanitiser, a Word document goes through LibreOffice and its
 * output through the same sanitiser (a Word file can carry links and fields too).
 */
export async function convertDocument(
  type: DocumentType,
  bytes: Uint8Array,
  converters: DocumentConverters,
): Promise<ConvertedPdf> {
  const signal = AbortSignal.timeout(converters.timeoutMs);
  switch (type) {
    case 'png':
    case 'jpeg':
      return { bytes: await convertImage(type, bytes), pages: 1, imageOnly: true };
    case 'pdf':
      return convertPdf(bytes, converters.pdf, signal);
    case 'docx': {
      const pdf = await converters.docx.convert(bytes, signal);
      return convertPdf(pdf, converters.pdf, signal).catch((error: unknown) => {
        // What LibreOffice wrote and Poppler cannot read is a failed conversion, not a bad upload.
        throw error instanceof DocumentError && error.code === 'invalid_file'
          ? new DocumentError('conversion_failed', DOCUMENT_MESSAGES.conversionFailed)
          : error;
      });
    }
  }
}
