import type { PrintPage } from '@admit/engine';

/** A converted document to append after the answers. */
export interface AppendedDocument {
  /** The file question's label. */
  label: string;
  fileName: string;
  pdf: Uint8Array;
}

/** Everything the application PDF shows. */
export interface ApplicationPdfContent {
  partnerName: string;
  applicationTitle: string;
  applicantName: string;
  generatedAt: Date;
  /** IANA time zone of the "generated" date (default: the server's). */
  timeZone?: string;
  /** BCP 47 language of the partner's texts, the PDF's `/Lang` (default: en-US). */
  language?: string;
  /** The engine's print projection of every page (what the staff view shows). */
  pages: readonly PrintPage[];
  documents: readonly AppendedDocument[];
}
