import { FILE_MESSAGES, checkFiles, detectFileType, fileTypeMatchesName } from '@admit/engine';
import { DocumentError } from './document-error.ts';
import { inspectDocx } from './inspect-docx.ts';
import { inspectImage } from './inspect-image.ts';

/**
 * Content types a browser may declare for an allowed file: the bytes decide the type, so
 * `application/octet-stream` (a browser that does not know .docx) is accepted too.
 */
export const UPLOAD_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/pjpeg',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/octet-stream',
] as const;

/** A document type the server converts. */
export type DocumentType = 'png' | 'jpeg' | 'pdf' | 'docx';

/**
 * The server's checks of an upload, whatever the browser checked: the spec's file rules (size,
 * empty, extension, name length) with their messages, then the bytes must be what the extension
 * says (magic numbers; an executable renamed .pdf is refused), a .docx is inspected, and an
 * image's header must give a size it is safe to decode.
 */
export async function inspectUpload(name: string, bytes: Uint8Array): Promise<DocumentType> {
  const problems = checkFiles([{ name, size: bytes.byteLength }]);
  if (problems.length) throw new DocumentError('invalid_file', problems.join(' '));
  const type = detectFileType(bytes);
  if (!fileTypeMatchesName(name, type) || type === undefined || type === 'zip')
    throw new DocumentError('invalid_file', FILE_MESSAGES.contentMismatch);
  if (type === 'docx') await inspectDocx(bytes);
  if (type === 'png' || type === 'jpeg') inspectImage(type, bytes);
  return type;
}
