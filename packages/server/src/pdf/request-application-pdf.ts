import { documentRoutes, type PdfState } from '@admit/contract';
import { isPendingStatus } from '@admit/contract/constants';
import type { AppContext } from '../context.ts';
import { markPending, readApplicationPdf } from '../store/application-pdfs.ts';
import { readApplicantSource } from './application-content.ts';

/** What a PDF that could not be made says. */
export const APPLICATION_PDF_FAILED =
  'We could not create the PDF of your application. Please try again later.';

/**
 * The application PDF's status: COMPLETED with its URL when the stored PDF shows the application
 * as it is now; otherwise a job is queued (once) and the status says it is on its way. A FAILED
 * generation is reported until the application changes; a pending one that has waited longer
 * than `staleMs` is queued again.
 */
export async function requestApplicationPdf(
  ctx: AppContext,
  userId: string,
  send: (userId: string) => Promise<void>,
  staleMs: number,
): Promise<PdfState> {
  const [source, row] = await Promise.all([
    readApplicantSource(ctx, userId),
    readApplicationPdf(ctx.db, userId),
  ]);
  if (row?.pdf_key && row.source_hash === source.hash)
    return {
      status: 'COMPLETED',
      url: `${documentRoutes.pdfDownload.url}?v=${source.hash.slice(0, 16)}`,
    };
  if (row && row.requested_hash === source.hash) {
    if (row.status === 'FAILED')
      return {
        status: 'FAILED',
        url: '',
        message: row.message ?? APPLICATION_PDF_FAILED,
        error: row.message ?? APPLICATION_PDF_FAILED,
        code: row.error ?? 'pdf_failed',
      };
    if (isPendingStatus(row.status) && ctx.now() - Number(row.updated_at) < staleMs)
      return { status: row.status, url: '' };
  }
  await markPending(ctx.db, userId, 'UNPROCESSED', source.hash, ctx.now());
  await send(userId);
  return { status: 'UNPROCESSED', url: '' };
}
