import { PENDING_STATUSES } from '@admit/contract/constants';
import type { DocumentAnswer } from '@admit/engine';
import { newId } from '../crypto/crypto.ts';
import type { Executor } from '../db/database-backend.ts';
import type { DocumentsTable } from '../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import { isSubmitted } from './application-state.ts';

/** One stored document row. */
export type DocumentRow = DocumentsTable;

/**
 * The converted documents of an applicant by question key (what the profile and staff view list);
 * with `imageOnly` (staff), an image-only scan says so.
 */
export async function readDocumentAnswers(
  db: Executor,
  userId: string,
  options: { imageOnly?: boolean } = {},
): Promise<Record<string, DocumentAnswer>> {
  const rows = await db
    .selectFrom('documents')
    .select(['key', 'file_name', 'file_size', 'image_only'])
    .where('user_id', '=', userId)
    .where('status', '=', 'COMPLETED')
    .orderBy('key')
    .execute();
  return Object.fromEntries(
    rows.map((row) => [
      row.key,
      {
        file_name: row.file_name,
        file_size: Number(row.file_size),
        ...(options.imageOnly && Number(row.image_only) === 1 ? { image_only: true } : {}),
      },
    ]),
  );
}

export const readDocument = (db: Executor, userId: string, key: string) =>
  db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();

/** Every converted document of an applicant (for the application PDF). */
export const readCompletedDocuments = (db: Executor, userId: string) =>
  db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'COMPLETED')
    .orderBy('key')
    .execute();

/** Where a document's files are removed from. */
type Files = Pick<Storage, 'remove'>;

async function removeObjects(files: Files, keys: readonly (string | null | undefined)[]) {
  for (const key of keys) if (key) await files.remove(key);
}

/**
 * Puts `row` in the place of a question's document (or just removes it) in one transaction; then
 * removes the files of the one it replaced. Returns that one. (The question's answer is read from
 * its document: ANSWERED only while a COMPLETED one exists, see store/answers.ts.)
 */
async function replaceDocument(
  db: Executor,
  files: Files,
  userId: string,
  key: string,
  row?: DocumentRow,
): Promise<DocumentRow | undefined> {
  const previous = await db.transaction().execute(async (trx) => {
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
    await removeObjects(files, [
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
  db: Executor,
  files: Files,
  userId: string,
  key: string,
  file: { fileKey: string; fileName: string; fileSize: number },
  now: number,
): Promise<DocumentRow> {
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
    image_only: 0,
    created_at: now,
    updated_at: now,
  };
  await replaceDocument(db, files, userId, key, row);
  return row;
}

/** Moves a conversion on, unless a newer upload replaced it meanwhile. */
export async function markInProgress(
  db: Executor,
  row: DocumentRow,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set({ status: 'IN_PROGRESS', updated_at: now })
    .where('user_id', '=', row.user_id)
    .where('key', '=', row.key)
    .where('conversion_id', '=', row.conversion_id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * COMPLETED: the converted PDF is stored and the question reads ANSWERED. Nothing changes when a
 * newer upload replaced this one meanwhile (`replaced`) or the application was submitted first
 * (`submitted`: it is frozen, so the conversion must fail instead).
 */
export async function markCompleted(
  db: Executor,
  row: DocumentRow,
  pdf: { pdfKey: string; pages: number; imageOnly: boolean },
  now: number,
): Promise<'completed' | 'replaced' | 'submitted'> {
  return db.transaction().execute(async (trx) => {
    if (await isSubmitted(trx, row.user_id)) return 'submitted';
    const result = await trx
      .updateTable('documents')
      .set({
        status: 'COMPLETED',
        pdf_key: pdf.pdfKey,
        pdf_pages: pdf.pages,
        image_only: pdf.imageOnly ? 1 : 0,
        message: null,
        error: null,
        updated_at: now,
      })
      .where('user_id', '=', row.user_id)
      .where('key', '=', row.key)
      .where('conversion_id', '=', row.conversion_id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? 'completed' : 'replaced';
  });
}

/** FAILED with the reason (words to show, and a stable code); the question reads unanswered. */
export async function markFailed(
  db: Executor,
  row: DocumentRow,
  error: { code: string; message: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('documents')
    .set({ status: 'FAILED', message: error.message, error: error.code, updated_at: now })
    .where('user_id', '=', row.user_id)
    .where('key', '=', row.key)
    .where('conversion_id', '=', row.conversion_id)
    .where('status', 'in', PENDING_STATUSES)
    .execute();
}

/** Removes a question's upload, its conversion and its answer; false when there was none. */
export async function removeDocument(
  db: Executor,
  files: Files,
  userId: string,
  key: string,
): Promise<boolean> {
  return (await replaceDocument(db, files, userId, key)) !== undefined;
}
