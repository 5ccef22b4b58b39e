import { PENDING_STATUSES } from '@admit/contract/constants';
import type { DocumentAnswer } from '@admit/engine';
import { newId, randomToken } from '../crypto/crypto.ts';
import type { AppContext } from '../context.ts';
import type { DocumentsTable } from '../db/schema.ts';
import { isStorageKey } from '../storage/storage.ts';
import { isSubmitted } from '../store/application-state.ts';
import { DOCUMENT_MESSAGES, DocumentError, type DocumentErrorCode } from './document-error.ts';

/** A fresh storage key for one upload of one question: the file's name plays no part. */
export const newUploadKey = (userId: string, key: string): string =>
  `uploads/${userId}/${key}/${randomToken()}`;

/** Whether `fileKey` is an upload key handed out to this applicant for this question. */
export const isUploadKeyOf = (fileKey: string, userId: string, key: string): boolean => {
  const prefix = `uploads/${userId}/${key}/`;
  return (
    fileKey.startsWith(prefix) &&
    !fileKey.slice(prefix.length).includes('/') &&
    isStorageKey(fileKey)
  );
};

const convertedKey = (userId: string, key: string, conversionId: string) =>
  `converted/${userId}/${key}/${conversionId}.pdf`;

/** One stored document row. */
export type DocumentRow = DocumentsTable;

/** The converted documents of an applicant by question key (what the profile and staff view list). */
export async function readDocumentAnswers(
  ctx: AppContext,
  userId: string,
): Promise<Record<string, DocumentAnswer>> {
  const rows = await ctx.db
    .selectFrom('documents')
    .select(['key', 'file_name', 'file_size'])
    .where('user_id', '=', userId)
    .where('status', '=', 'COMPLETED')
    .orderBy('key')
    .execute();
  return Object.fromEntries(
    rows.map((row) => [row.key, { file_name: row.file_name, file_size: Number(row.file_size) }]),
  );
}

export const readDocument = (ctx: AppContext, userId: string, key: string) =>
  ctx.db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();

/** Every converted document of an applicant (for the application PDF). */
export const readCompletedDocuments = (ctx: AppContext, userId: string) =>
  ctx.db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'COMPLETED')
    .orderBy('key')
    .execute();

async function removeObjects(ctx: AppContext, keys: readonly (string | null | undefined)[]) {
  for (const key of keys) if (key) await ctx.storage.remove(key);
}

/**
 * Puts `row` in the place of a question's document (or just removes it) in one transaction; then
 * removes the files of the one it replaced. Returns that one. (The question's answer is read from
 * its document: ANSWERED only while a COMPLETED one exists, see store/answers.ts.)
 */
async function replaceDocument(
  ctx: AppContext,
  userId: string,
  key: string,
  row?: DocumentRow,
): Promise<DocumentRow | undefined> {
  const previous = await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('documents')
      .selectAll()
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    await trx
      .deleteFrom('documents')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
    if (row) await trx.insertInto('documents').values(row).execute();
    return before;
  });
  if (previous)
    await removeObjects(ctx, [
      previous.file_key === row?.file_key ? null : previous.file_key,
      previous.pdf_key,
    ]);
  return previous;
}

/**
 * Records a new upload of a question as UNPROCESSED (replacing any earlier one, whose files are
 * removed): the question reads unanswered until the conversion completes. Returns the new row.
 */
export async function recordUpload(
  ctx: AppContext,
  userId: string,
  key: string,
  file: { fileKey: string; fileName: string; fileSize: number },
): Promise<DocumentRow> {
  const now = ctx.now();
  const row: DocumentRow = {
    user_id: userId,
    key,
    conversion_id: newId(),
    file_key: file.fileKey,
    file_name: file.fileName,
    file_size: file.fileSize,
    status: 'UNPROCESSED',
    message: null,
    error: null,
    pdf_key: null,
    pdf_pages: null,
    created_at: now,
    updated_at: now,
  };
  await replaceDocument(ctx, userId, key, row);
  return row;
}

/** Moves a conversion on, unless a newer upload replaced it meanwhile. */
export async function markInProgress(ctx: AppContext, row: DocumentRow): Promise<boolean> {
  const result = await ctx.db
    .updateTable('documents')
    .set({ status: 'IN_PROGRESS', updated_at: ctx.now() })
    .where('user_id', '=', row.user_id)
    .where('key', '=', row.key)
    .where('conversion_id', '=', row.conversion_id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** COMPLETED: the converted PDF is stored and the question reads ANSWERED (false if replaced meanwhile). */
export async function markCompleted(
  ctx: AppContext,
  row: DocumentRow,
  pdf: { pdfKey: string; pages: number },
): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    // A submitted application is frozen: the conversion fails (the job records why) instead.
    if (await isSubmitted(ctx, row.user_id, trx))
      throw new DocumentError('submitted', DOCUMENT_MESSAGES.submittedFirst);
    const result = await trx
      .updateTable('documents')
      .set({
        status: 'COMPLETED',
        pdf_key: pdf.pdfKey,
        pdf_pages: pdf.pages,
        message: null,
        error: null,
        updated_at: ctx.now(),
      })
      .where('user_id', '=', row.user_id)
      .where('key', '=', row.key)
      .where('conversion_id', '=', row.conversion_id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** FAILED with the reason; the question reads unanswered. */
export async function markFailed(
  ctx: AppContext,
  row: DocumentRow,
  error: { code: DocumentErrorCode; message: string },
): Promise<void> {
  await ctx.db
    .updateTable('documents')
    .set({ status: 'FAILED', message: error.message, error: error.code, updated_at: ctx.now() })
    .where('user_id', '=', row.user_id)
    .where('key', '=', row.key)
    .where('conversion_id', '=', row.conversion_id)
    .where('status', 'in', PENDING_STATUSES)
    .execute();
}

/** The storage key of a conversion's PDF. */
export const convertedPdfKey = (row: DocumentRow): string =>
  convertedKey(row.user_id, row.key, row.conversion_id);

/** Removes a question's upload, its conversion and its answer; false when there was none. */
export async function removeDocument(
  ctx: AppContext,
  userId: string,
  key: string,
): Promise<boolean> {
  return (await replaceDocument(ctx, userId, key)) !== undefined;
}
