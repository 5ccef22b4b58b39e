import type { ConversionStatus } from '@admit/contract/constants';

/*
 * Documents: upload forms, uploaded documents and their conversions, application PDFs and the
 * embedded job queue that makes them.
 * Times are epoch milliseconds, flags 0/1 integers (see ../schema.ts).
 */

/** A signed upload form handed out and not yet handed in for conversion (see store/upload-forms.ts). */
export interface UploadFormsTable {
  file_key: string;
  user_id: string;
  expires_at: number;
}

/** A stored conversion's status: every status but NOT_ANSWERED, which no row has. */
export type StoredStatus = Exclude<ConversionStatus, 'NOT_ANSWERED'>;

/** One uploaded document per file question, with its conversion to PDF. */
export interface DocumentsTable {
  user_id: string;
  /** The file question's answer key. */
  key: string;
  /** Changes with every upload, so a job for a replaced file does nothing. */
  conversion_id: string;
  /** Storage key of the upload as received; never derived from the file name. */
  file_key: string;
  /** The applicant's file name: shown, never used as a path. */
  file_name: string;
  file_size: number;
  status: StoredStatus;
  /** Why the conversion failed, in words the applicant sees. */
  message: string | null;
  /** A stable code for the failure (see documents/document-error.ts). */
  error: string | null;
  /** Storage key of the converted PDF. */
  pdf_key: string | null;
  pdf_pages: number | null;
  /**
   * 1 when the converted PDF has no text to extract (an image-only scan), else 0 (and for
   * documents converted before this was recorded).
   */
  image_only: number;
  created_at: number;
  updated_at: number;
}

/** The whole-application PDF of one applicant. */
export interface ApplicationPdfsTable {
  user_id: string;
  status: StoredStatus;
  /** Fingerprint of the application content the newest request asked for. */
  requested_hash: string;
  /** Fingerprint of the content the stored PDF shows. */
  source_hash: string | null;
  pdf_key: string | null;
  file_size: number | null;
  generated_at: number | null;
  message: string | null;
  error: string | null;
  updated_at: number;
}

/** The embedded (SQLite) job queue. */
export interface JobsTable {
  id: string;
  queue: string;
  /** JSON text of the job's data. */
  data: string;
  /** At most one waiting job per queue and singleton key. */
  singleton_key: string | null;
  state: 'created' | 'active' | 'completed' | 'failed';
  attempts: number;
  max_attempts: number;
  run_after: number;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}
