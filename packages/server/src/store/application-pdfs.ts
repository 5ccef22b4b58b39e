import type { PendingStatus } from '@admit/contract/constants';
import type { AppContext } from '../context.ts';

/** The applicant's application PDF row, if one was ever asked for. */
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

/** The stored PDF already shows the content with fingerprint `hash`: COMPLETED again. */
export async function markCurrent(ctx: AppContext, userId: string, hash: string): Promise<void> {
  await ctx.db
    .updateTable('application_pdfs')
    .set({ status: 'COMPLETED', requested_hash: hash, updated_at: ctx.now() })
    .where('user_id', '=', userId)
    .execute();
}

/** COMPLETED: the PDF of the content with fingerprint `sourceHash` is stored under `pdfKey`. */
export async function markPdfCompleted(
  ctx: AppContext,
  userId: string,
  pdf: { sourceHash: string; pdfKey: string; fileSize: number; generatedAt: number },
): Promise<void> {
  await ctx.db
    .updateTable('application_pdfs')
    .set({
      status: 'COMPLETED',
      source_hash: pdf.sourceHash,
      pdf_key: pdf.pdfKey,
      file_size: pdf.fileSize,
      generated_at: pdf.generatedAt,
      message: null,
      error: null,
      updated_at: ctx.now(),
    })
    .where('user_id', '=', userId)
    .execute();
}

/** FAILED, with the words to show and a stable code. */
export async function markPdfFailed(
  ctx: AppContext,
  userId: string,
  failure: { message: string; code: string },
): Promise<void> {
  await ctx.db
    .updateTable('application_pdfs')
    .set({
      status: 'FAILED',
      message: failure.message,
      error: failure.code,
      updated_at: ctx.now(),
    })
    .where('user_id', '=', userId)
    .execute();
}
