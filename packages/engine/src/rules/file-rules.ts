/** Largest upload: 1 MB. */
export const FILE_MAX_BYTES = 1048576;
/**
 * The answer of a file question whose document is converted. The server sets it (a client never
 * writes a file question's answer): it reads as answered exactly while a converted document exists.
 */
export const DOCUMENT_ANSWERED = 'ANSWERED';
/** Longest file name, extension included. */
export const FILE_NAME_MAX = 32;
/** Extensions an upload may have (compared case-insensitively). */
export const ALLOWED_FILE_EXTENSIONS = ['.png', '.jpeg', '.jpg', '.pdf', '.docx'] as const;

/** What the upload checks say; the spec's exact wording where it gives one. */
export const FILE_MESSAGES = {
  oneFileOnly: 'You can only upload one file.',
  empty: 'Your file is empty. Please upload a non-empty file.',
  tooLarge: 'Your file is too large. The maximum file size is 1 MB.',
  typeNotAllowed: `You can only enter the following file types: ${ALLOWED_FILE_EXTENSIONS.join(', ')}`,
  nameTooLong: `Your file name must be ${FILE_NAME_MAX} characters or fewer, including the extension.`,
  contentMismatch: "The file's contents do not match its type.",
} as const;

/** What the checks need to know of a chosen or received file. */
export interface FileFacts {
  name: string;
  /** Size in bytes. */
  size: number;
}

/** A file name's extension, lower-cased with its dot (`.pdf`), or '' when it has none. */
export function fileExtensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/** Checks chosen files before upload (and again on the server); no messages when they are fine. */
export function checkFiles(files: readonly FileFacts[]): string[] {
  // With several files the applicant must first pick one; their other problems would only be noise.
  if (files.length > 1) return [FILE_MESSAGES.oneFileOnly];
  const [file] = files;
  if (!file) return [];
  const messages: string[] = [];
  if (file.size === 0) messages.push(FILE_MESSAGES.empty);
  if (file.size > FILE_MAX_BYTES) messages.push(FILE_MESSAGES.tooLarge);
  if (!(ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(fileExtensionOf(file.name)))
    messages.push(FILE_MESSAGES.typeNotAllowed);
  if ([...file.name].length > FILE_NAME_MAX) messages.push(FILE_MESSAGES.nameTooLong);
  return messages;
}
