import type { AppContext } from '../context.ts';
import type { PdfState } from '@admit/contract';
import { isPendingStatus, type PendingStatus } from '@admit/contract/constants';
import { readApplicationSource } from './application-content.ts';

export const APPLICATION_PDF_FAILED =
  'We could not create the PDF of your application. Please try again later.';

/** The authenticated download of the applicant's own PDF; `v` changes with its content. */
export const APPLICATION_PDF_DOWNLOAD = '/api/pdf/download';

export const readApplicationPdf = (ctx: AppContext, userId: string) =>
  ctx.db
    .selectFrom('application_pdfs')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** Records that a PDF of the content with fingerprint `hash` is waiting or being made. */
export async function markPending(
  ctx: AppContext,
  userId: string,
  status: PendingStatus,
  hash: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db
    .insertInto('application_pdfs')
    .values({ user_id: userId, status, requested_hash: hash, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ status, requested_hash: hash, message: null, error: null, updated_at: now }),
    )
    .execute();
}

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
    readApplicationSource(ctx, userId),
    readApplicationPdf(ctx, userId),
  ]);
  if (row?.pdf_key && row.source_hash === source.hash)
    return {
      status: 'COMPLETED',
      url: `${APPLICATION_PDF_DOWNLOAD}?v=${source.hash.slice(0, 16)}`,
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
  await markPending(ctx, userId, 'UNPROCESSED', source.hash);
  await send(userId);
  return { status: 'UNPROCESSED', url: '' };
}
