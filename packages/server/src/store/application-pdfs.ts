import type { PendingStatus } from '@admit/contract/constants';
import type { Executor } from '../db/database-backend.ts';

/** The applicant's application PDF row, if one was ever asked for. */
export const readApplicationPdf = (db: Executor, userId: string) =>
  db.selectFrom('application_pdfs').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** Records, at `now`, that a PDF of the content with fingerprint `hash` is waiting or being made. */
export async function markPending(
  db: Executor,
  userId: string,
  status: PendingStatus,
  hash: string,
  now: number,
): Promise<void> {
  await db
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
export async function markCurrent(
  db: Executor,
  userId: string,
  hash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('application_pdfs')
    .set({ status: 'COMPLETED', requested_hash: hash, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** COMPLETED: the PDF of the content with fingerprint `sourceHash` is stored under `pdfKey`. */
export async function markPdfCompleted(
  db: Executor,
  userId: string,
  pdf: { sourceHash: string; pdfKey: string; fileSize: number; generatedAt: number },
  now: number,
): Promise<void> {
  await db
    .updateTable('application_pdfs')
    .set({
      status: 'COMPLETED',
      source_hash: pdf.sourceHash,
      pdf_key: pdf.pdfKey,
      file_size: pdf.fileSize,
      generated_at: pdf.generatedAt,
      message: null,
      error: null,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** FAILED, with the words to show and a stable code. */
export async function markPdfFailed(
  db: Executor,
  userId: string,
  failure: { message: string; code: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('application_pdfs')
    .set({ status: 'FAILED', message: failure.message, error: failure.code, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}
