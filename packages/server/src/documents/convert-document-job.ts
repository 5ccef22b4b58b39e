import type { AppContext } from '../context.ts';
import type { JobDefinition } from '../jobs/job-queue.ts';
import { convertDocument, type DocumentConverters } from './convert-document.ts';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';
import { markCompleted, markFailed, markInProgress, readDocument } from '../store/documents.ts';
import { convertedPdfKey } from './document-keys.ts';
import { inspectUpload } from './inspect-upload.ts';

export const CONVERT_DOCUMENT_QUEUE = 'convert-document';

/** A conversion job names a question, not an upload: it converts whatever upload is current. */
export interface ConvertDocumentData {
  userId: string;
  key: string;
}

/**
 * The conversion job: checks the upload again (the request did, but the worker trusts only what it
 * reads from storage), converts it, stores the PDF and marks the document COMPLETED (answer
 * ANSWERED) or FAILED (answer cleared, with the reason). Running it twice is harmless.
 */
export function convertDocumentJob(
  ctx: AppContext,
  converters: DocumentConverters,
  onConverted: (userId: string) => Promise<void>,
): JobDefinition<ConvertDocumentData> {
  // The upload as the browser posted it is the one copy of the document not sealed at rest: once
  // its conversion is done (or has failed for good) it goes; the sealed, sanitised PDF stays.
  const forgetUpload = (row: { file_key: string }) => ctx.storage.remove(row.file_key);
  return {
    queue: CONVERT_DOCUMENT_QUEUE,
    async handle({ userId, key }) {
      const row = await readDocument(ctx.db, userId, key);
      if (!row || row.status === 'COMPLETED' || row.status === 'FAILED') return;
      if (!(await markInProgress(ctx.db, row, ctx.now()))) return;
      const started = performance.now();
      let type = 'unknown';
      const observe = (outcome: 'completed' | 'failed') =>
        ctx.metrics.observeConversion(type, outcome, (performance.now() - started) / 1000);
      try {
        const bytes = await ctx.storage.read(row.file_key);
        if (!bytes) throw new DocumentError('file_missing', DOCUMENT_MESSAGES.fileMissing);
        const inspected = await inspectUpload(row.file_name, bytes);
        type = inspected;
        const pdf = await convertDocument(inspected, bytes, converters);
        observe('completed');
        const pdfKey = convertedPdfKey(row);
        await ctx.storage.write(pdfKey, pdf.bytes, 'application/pdf');
        let outcome: Awaited<ReturnType<typeof markCompleted>> | undefined;
        try {
          outcome = await markCompleted(
            ctx.db,
            row,
            { pdfKey, pages: pdf.pages, imageOnly: pdf.imageOnly },
            ctx.now(),
          );
        } finally {
          if (outcome !== 'completed') await ctx.storage.remove(pdfKey);
        }
        // A submitted application is frozen: the conversion fails (recorded below) instead.
        if (outcome === 'submitted')
          throw new DocumentError('submitted', DOCUMENT_MESSAGES.submittedFirst);
        if (outcome === 'completed') {
          await forgetUpload(row);
          await onConverted(userId);
        }
      } catch (error) {
        if (!(error instanceof DocumentError)) throw error;
        observe('failed');
        await markFailed(ctx.db, row, error, ctx.now());
        await forgetUpload(row);
      }
    },
    async giveUp({ userId, key }) {
      const row = await readDocument(ctx.db, userId, key);
      if (!row) return;
      await markFailed(
        ctx.db,
        row,
        { code: 'conversion_failed', message: DOCUMENT_MESSAGES.conversionFailed },
        ctx.now(),
      );
      await forgetUpload(row);
    },
  };
}
