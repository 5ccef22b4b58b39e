import { FILE_MAX_BYTES, FILE_MESSAGES } from '@admit/engine';
import { isPendingStatus } from '@admit/contract/constants';
import type { AppContext } from '../context.ts';
import { markFailed, readDocument, recordUpload, type DocumentRow } from '../store/documents.ts';
import { settleUploadForm } from '../store/upload-forms.ts';
import { CONVERT_DOCUMENT_QUEUE, type ConvertDocumentData } from './convert-document-job.ts';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';
import { inspectUpload } from './inspect-upload.ts';

/**
 * Takes an upload (already in storage under `fileKey`) in for a question's conversion: checks its
 * size and bytes against the file rules, records it UNPROCESSED in the place of the question's
 * earlier document and queues its conversion. A refused file changes nothing (the earlier
 * document, if any, stays; the upload goes) and throws the DocumentError to show.
 */
export async function acceptUpload(
  ctx: AppContext,
  userId: string,
  key: string,
  file: { fileKey: string; fileName: string },
): Promise<DocumentRow> {
  const { fileKey, fileName } = file;
  const size = await ctx.storage.size(fileKey);
  if (size === undefined) throw new DocumentError('file_missing', DOCUMENT_MESSAGES.fileMissing);
  try {
    if (size > FILE_MAX_BYTES) throw new DocumentError('invalid_file', FILE_MESSAGES.tooLarge);
    const bytes = await ctx.storage.read(fileKey);
    if (!bytes) throw new DocumentError('file_missing', DOCUMENT_MESSAGES.fileMissing);
    await inspectUpload(fileName, bytes);
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    await ctx.storage.remove(fileKey);
    await settleUploadForm(ctx.db, fileKey);
    throw error;
  }
  const row = await recordUpload(
    ctx.db,
    ctx.storage,
    userId,
    key,
    { fileKey, fileName, fileSize: size },
    ctx.now(),
  );
  await settleUploadForm(ctx.db, fileKey);
  await ctx.jobs.send<ConvertDocumentData>(
    CONVERT_DOCUMENT_QUEUE,
    { userId, key },
    { singletonKey: `${userId}:${key}` },
  );
  return row;
}

/**
 * A question's document as it is now, or undefined without one. A conversion still waiting or
 * running after `staleMs` is taken to be lost: it is marked FAILED (timed out) first.
 */
export async function currentDocument(
  ctx: AppContext,
  userId: string,
  key: string,
  staleMs: number,
): Promise<DocumentRow | undefined> {
  const row = await readDocument(ctx.db, userId, key);
  if (!row || !isPendingStatus(row.status) || ctx.now() - Number(row.updated_at) <= staleMs)
    return row;
  await markFailed(
    ctx.db,
    row,
    { code: 'timeout', message: DOCUMENT_MESSAGES.timedOut },
    ctx.now(),
  );
  return (await readDocument(ctx.db, userId, key)) ?? row;
}
