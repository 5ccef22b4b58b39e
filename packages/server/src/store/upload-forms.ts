import type { Executor } from '../db/database-backend.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * How long after its form expires an upload may still be handed in for conversion. The client asks
 * for the conversion as soon as the post to storage returns, so an hour is generous.
 */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Remembers a signed upload form, which expires at `expiresAt`, until its file is handed in for
 * conversion, so that a file posted to storage and never handed in (a closed tab, a failed
 * request) does not stay there.
 */
export async function recordUploadForm(
  db: Executor,
  userId: string,
  fileKey: string,
  expiresAt: number,
): Promise<void> {
  await db
    .insertInto('upload_forms')
    .values({ file_key: fileKey, user_id: userId, expires_at: expiresAt })
    .execute();
}

/** The upload was handed in: it is now a document's file, or it was refused and removed. */
export async function settleUploadForm(db: Executor, fileKey: string): Promise<void> {
  await db.deleteFrom('upload_forms').where('file_key', '=', fileKey).execute();
}

/**
 * Removes from storage every upload whose form expired more than ABANDONED_AFTER_MS ago without
 * its file being handed in (nothing was posted, or nothing refers to what was), then forgets the
 * forms. A file that a document refers to is never removed here, whatever the form says. Returns
 * how many forms it settled.
 */
export async function purgeAbandonedUploads(
  db: Executor,
  files: Pick<Storage, 'remove'>,
  now: number,
): Promise<number> {
  const before = now - ABANDONED_AFTER_MS;
  let settled = 0;
  for (;;) {
    // In batches, so a backlog never holds thousands of rows in memory at once.
    const rows = await db
      .selectFrom('upload_forms')
      .leftJoin('documents', 'documents.file_key', 'upload_forms.file_key')
      .select(['upload_forms.file_key', 'documents.key as document_key'])
      .where('upload_forms.expires_at', '<', before)
      .limit(500)
      .execute();
    for (const row of rows) {
      if (row.document_key === null) await files.remove(row.file_key);
      await settleUploadForm(db, row.file_key);
    }
    settled += rows.length;
    if (rows.length < 500) return settled;
  }
}
