/** Why a document was refused or could not be converted: a stable code for programs. */
export type DocumentErrorCode =
  | 'invalid_file'
  | 'file_missing'
  | 'conversion_failed'
  | 'converter_missing'
  | 'timeout'
  | 'submitted';

/** What the applicant reads when a document is refused or fails (the spec's file rules say the rest). */
export const DOCUMENT_MESSAGES = {
  macros:
    'Your Word document contains macros, which we cannot accept. Please save it as a .docx without macros and upload it again.',
  tooLargeUnpacked:
    'Your Word document unpacks to more than we can safely open. Please save it again without large embedded files and upload it again.',
  damagedDocx:
    'Your Word document could not be read. It may be damaged; please save it again and upload it again.',
  encryptedPdf:
    'Your PDF is protected with a password. Please remove the password and upload it again.',
  damagedPdf:
    'Your PDF could not be read. It may be damaged; please save it again and upload it again.',
  damagedImage:
    'Your image could not be read. It may be damaged; please save it again and upload it again.',
  imageTooLarge:
    'Your image has more pixels than we can safely open (at most 25 megapixels). Please save it at a smaller size and upload it again.',
  converterMissing:
    'Word documents cannot be converted right now because LibreOffice is not installed on the server (Debian package libreoffice-writer-nogui). Please upload a PDF instead.',
  popplerMissing:
    'Documents cannot be converted right now because Poppler is not installed on the server (Debian package poppler-utils). Please try again later or upload an image instead.',
  timedOut:
    'Your document took too long to convert. Please save it as a PDF and upload that instead.',
  conversionFailed:
    'Your document could not be converted to PDF. Please save it as a PDF and upload that instead.',
  fileMissing: 'We did not receive your file. Please upload it again.',
  submittedFirst:
    'Your application was submitted before this file finished converting, so it is not part of your application.',
} as const;

/**
 * What a failure says: `message` and `error` both carry the words to show (clients read either),
 * `code` a stable reason for programs.
 */
export const documentFailure = (message: string, code: string) => ({
  message,
  error: message,
  code,
});

/**
 * A refusal or conversion failure the applicant should read (everything else is a server error).
 * Thrown by a request, it answers 400 with documentFailure (http/error-handler.ts).
 */
export class DocumentError extends Error {
  readonly code: DocumentErrorCode;

  constructor(code: DocumentErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
