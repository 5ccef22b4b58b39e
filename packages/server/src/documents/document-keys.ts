import { randomToken } from '../crypto/crypto.ts';
import { isStorageKey } from '../storage/storage.ts';

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

/** The storage key of a conversion's PDF. */
export const convertedPdfKey = (row: {
  user_id: string;
  key: string;
  conversion_id: string;
}): string => `converted/${row.user_id}/${row.key}/${row.conversion_id}.pdf`;
