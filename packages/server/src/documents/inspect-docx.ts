import type { Readable } from 'node:stream';
import { FILE_MESSAGES } from '@admit/engine';
import yauzl from 'yauzl';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';

/** How much a .docx may unpack to before it counts as a zip bomb. */
export const DOCX_LIMITS = {
  maxEntries: 2000,
  /** Real .docx files of at most 1 MB unpack to a few MB; 32 MB leaves room for text-heavy ones. */
  maxUnpackedBytes: 32 * 1024 * 1024,
};

/** Parts that carry Office macros (VBA projects and their data). */
const MACRO_PART = /(^|\/)(vbaProject\.bin|vbaData\.xml)$/i;
const MACRO_CONTENT_TYPE = /macroEnabled/i;

const refuse = (message: string) => new DocumentError('invalid_file', message);

async function drain(stream: Readable, onBytes: (count: number) => void): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    onBytes(chunk.length);
    chunks.push(chunk);
  }
  return chunks;
}

/**
 * Reads a .docx's zip central directory and refuses, before any converter sees it: too many
 * entries or too many unpacked bytes (zip bombs; every entry is also unpacked here with its size
 * checked, so a lying directory is caught), macros (vbaProject.bin or a macro-enabled content type),
 * encrypted entries, and zips that are not Word documents.
 */
export async function inspectDocx(bytes: Uint8Array): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      {
        lazyEntries: true,
        validateEntrySizes: true,
        strictFileNames: true,
      },
    );
  } catch {
    throw refuse(DOCUMENT_MESSAGES.damagedDocx);
  }
  try {
    if (zip.entryCount > DOCX_LIMITS.maxEntries) throw refuse(DOCUMENT_MESSAGES.tooLargeUnpacked);
    const names = new Set<string>();
    let declared = 0;
    let unpacked = 0;
    let contentTypes = '';
    const count = (n: number) => {
      unpacked += n;
      if (unpacked > DOCX_LIMITS.maxUnpackedBytes) throw refuse(DOCUMENT_MESSAGES.tooLargeUnpacked);
    };
    for await (const entry of zip.eachEntry()) {
      names.add(entry.fileName);
      if (MACRO_PART.test(entry.fileName)) throw refuse(DOCUMENT_MESSAGES.macros);
      if (entry.isEncrypted() || !entry.canDecodeFileData())
        throw refuse(DOCUMENT_MESSAGES.damagedDocx);
      declared += entry.uncompressedSize;
      if (declared > DOCX_LIMITS.maxUnpackedBytes) throw refuse(DOCUMENT_MESSAGES.tooLargeUnpacked);
      if (entry.fileName.endsWith('/')) continue;
      const chunks = await drain(await zip.openReadStreamPromise(entry), count);
      if (entry.fileName === '[Content_Types].xml')
        contentTypes = Buffer.concat(chunks).toString('utf8');
    }
    if (MACRO_CONTENT_TYPE.test(contentTypes)) throw refuse(DOCUMENT_MESSAGES.macros);
    if (!contentTypes || !names.has('word/document.xml'))
      throw refuse(FILE_MESSAGES.contentMismatch);
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw refuse(DOCUMENT_MESSAGES.damagedDocx);
  } finally {
    zip.close();
  }
}
