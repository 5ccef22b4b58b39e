import { fileExtensionOf } from './file-rules.ts';

/** A file type recognised from a file's first bytes; a zip that is not a Word document stays 'zip'. */
export type DetectedFileType = 'png' | 'jpeg' | 'pdf' | 'docx' | 'zip';

const bytesOf = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = bytesOf('%PDF-');
const ZIP_LOCAL_HEADER = bytesOf('PK\x03\x04');
/** Fixed part of a zip local file header; the name follows it. */
const ZIP_HEADER_LENGTH = 30;

const hasAt = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  signature.every((byte, i) => bytes[at + i] === byte);

/** Names of a zip's entries, read from the local file headers found in its bytes. */
function zipEntryNames(bytes: Uint8Array): string[] {
  const u16 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8);
  const u32 = (at: number) => u16(at) + u16(at + 2) * 0x10000;
  const names: string[] = [];
  let at = 0;
  while (at + ZIP_HEADER_LENGTH <= bytes.length) {
    if (bytes[at] !== 0x50 || !hasAt(bytes, ZIP_LOCAL_HEADER, at)) {
      at += 1;
      continue;
    }
    const flags = u16(at + 6);
    const compressedSize = u32(at + 18);
    const nameEnd = at + ZIP_HEADER_LENGTH + u16(at + 26);
    if (nameEnd > bytes.length) break;
    names.push(String.fromCharCode(...bytes.subarray(at + ZIP_HEADER_LENGTH, nameEnd)));
    // With a data descriptor (flag bit 3) or zip64 the size here is not the data's: scan on instead of skipping.
    const sizeKnown = (flags & 0x08) === 0 && compressedSize !== 0xffffffff;
    at = nameEnd + u16(at + 28) + (sizeKnown ? compressedSize : 0);
  }
  return names;
}

const isWordDocument = (names: readonly string[]): boolean =>
  names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));

/** Recognises a file by its magic number; undefined when it is none of the known types. */
export function detectFileType(bytes: Uint8Array): DetectedFileType | undefined {
  if (hasAt(bytes, PNG)) return 'png';
  if (hasAt(bytes, JPEG)) return 'jpeg';
  if (hasAt(bytes, PDF)) return 'pdf';
  if (hasAt(bytes, ZIP_LOCAL_HEADER)) return isWordDocument(zipEntryNames(bytes)) ? 'docx' : 'zip';
  return undefined;
}

const EXTENSIONS_OF: Readonly<Record<Exclude<DetectedFileType, 'zip'>, readonly string[]>> = {
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  pdf: ['.pdf'],
  docx: ['.docx'],
};

/** Whether a file's detected contents fit its name's extension; when not, the server answers `FILE_MESSAGES.contentMismatch`. */
export const fileTypeMatchesName = (name: string, type: DetectedFileType | undefined): boolean =>
  type !== undefined && type !== 'zip' && EXTENSIONS_OF[type].includes(fileExtensionOf(name));
