import { convertImage } from './convert-image.ts';
import { resavePdf, type ConvertedPdf } from './convert-pdf.ts';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';
import type { DocxConverter } from './docx-converter.ts';
import type { DocumentType } from './inspect-upload.ts';

/** The tools conversions use, and how long one conversion may take, all its steps together. */
export interface DocumentConverters {
  docx: DocxConverter;
  timeoutMs: number;
}

/**
 * Turns an inspected upload into a PDF: an image becomes one fitted page, a PDF is re-saved, a
 * Word document goes through LibreOffice (and its output through the same PDF check).
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
      return { bytes: await convertImage(type, bytes), pages: 1 };
    case 'pdf':
      return resavePdf(bytes);
    case 'docx': {
      const pdf = await converters.docx.convert(bytes, signal);
      return resavePdf(pdf, DOCUMENT_MESSAGES.conversionFailed).catch((error: unknown) => {
        throw error instanceof DocumentError
          ? new DocumentError('conversion_failed', DOCUMENT_MESSAGES.conversionFailed)
          : error;
      });
    }
  }
}
