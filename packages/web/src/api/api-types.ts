import type { Answers } from '@admit/engine';
import type { ConversionStatus, DocumentAnswer } from '@admit/react';

/** GET /api/profile (spec section 3). */
export interface Profile {
  answer: Answers;
  document_answer: Record<string, DocumentAnswer>;
  username: string;
  last_page: string;
  successful_login: { login_at?: string }[];
  web_status: { web_status: string }[];
}

/** GET /service/tmp-pdf: one application as staff read it. */
export interface ServiceApplication {
  answer: Answers;
  add_another: Record<string, number>;
  document_answer: Record<string, DocumentAnswer>;
  tabs: Record<string, string>;
}

/** POST /api/presigned-url: where and how to post the file. */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string> & { key: string };
}

/** GET /api/pdf/document-answer/<key>: a conversion's state. */
export interface ConversionState {
  status: ConversionStatus;
  file_name?: string;
  file_size?: number;
  message?: string | null;
  error?: string | null;
}

/** Statuses of the whole-application PDF (the conversion statuses). */
export type PdfStatus = ConversionStatus;

/** GET /api/pdf: the whole-application PDF (spec section 3: status, url, message, error). */
export interface PdfState {
  status: PdfStatus;
  url?: string | null;
  message?: string | null;
  error?: string | null;
}

/** GET /public/client-config: settings the server decides at run time. */
export interface ClientConfig {
  /** Inactivity before logout, in ms (900000 unless SESSION_IDLE_MS says otherwise). */
  session_idle_ms: number;
  /** How long before the logout the warning shows, in ms (60000, or half a shorter idle time). */
  session_warning_ms: number;
}

/** An answer from the API that carries a message. */
export interface MessageResponse {
  message: string;
}
