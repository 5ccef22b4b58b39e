import { FILE_MESSAGES } from '@admit/engine';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, DocumentError } from '../../src/documents/document-error.ts';
import { DOCX_LIMITS } from '../../src/documents/inspect-docx.ts';
import { MAX_IMAGE_PIXELS } from '../../src/documents/inspect-image.ts';
import { inspectUpload } from '../../src/documents/inspect-upload.ts';
import {
  EXECUTABLE,
  LANDSCAPE_JPEG,
  macroDocx,
  makeDocx,
  makePdf,
  makePng,
  makeZip,
  pngBomb,
  wordZip,
  zipBomb,
} from '../helpers/document-fixtures.ts';

const refusal = async (name: string, bytes: Uint8Array) => {
  const error = await inspectUpload(name, bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocumentError);
  return (error as DocumentError).message;
};

describe('inspectUpload', () => {
  it('recognises each allowed type by its bytes', async () => {
    expect(await inspectUpload('scan.png', makePng(4, 3))).toBe('png');
    expect(await inspectUpload('photo.JPG', LANDSCAPE_JPEG)).toBe('jpeg');
    expect(await inspectUpload('photo.jpeg', LANDSCAPE_JPEG)).toBe('jpeg');
    expect(await inspectUpload('letter.pdf', await makePdf('Letter'))).toBe('pdf');
    expect(await inspectUpload('essay.docx', await makeDocx('Essay'))).toBe('docx');
  });

  it("refuses the spec's file rules with their messages", async () => {
    expect(await refusal('empty.png', new Uint8Array())).toBe(FILE_MESSAGES.empty);
    expect(await refusal('big.pdf', new Uint8Array(1048577))).toBe(FILE_MESSAGES.tooLarge);
    expect(await refusal('notes.txt', new TextEncoder().encode('hello'))).toBe(
      FILE_MESSAGES.typeNotAllowed,
    );
    const name33 = `${'a'.repeat(29)}.png`;
    expect(name33).toHaveLength(33);
    expect(await refusal(name33, makePng(2, 2))).toBe(FILE_MESSAGES.nameTooLong);
    expect(await inspectUpload(`${'a'.repeat(28)}.png`, makePng(2, 2))).toBe('png');
  });

  it('refuses bytes that are not what the extension says', async () => {
    expect(await refusal('photo.png', new TextEncoder().encode('not really a png'))).toBe(
      FILE_MESSAGES.contentMismatch,
    );
    expect(await refusal('setup.pdf', EXECUTABLE)).toBe(FILE_MESSAGES.contentMismatch);
    expect(await refusal('photo.png', LANDSCAPE_JPEG)).toBe(FILE_MESSAGES.contentMismatch);
    expect(await refusal('archive.docx', makeZip([{ name: 'a.txt', data: 'x' }]))).toBe(
      FILE_MESSAGES.contentMismatch,
    );
  });

  it('refuses a Word document with macros', async () => {
    expect(await refusal('macro.docx', macroDocx())).toBe(DOCUMENT_MESSAGES.macros);
    const docm = wordZip('x', [
      {
        name: '[Content_Types].xml',
        data: '<Types><Override ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
      },
    ]);
    expect(await refusal('macro2.docx', docm)).toBe(DOCUMENT_MESSAGES.macros);
  });

  it('refuses zip bombs: too many unpacked bytes or too many entries', async () => {
    const bomb = zipBomb();
    expect(bomb.byteLength).toBeLessThan(1048576);
    expect(await refusal('bomb.docx', bomb)).toBe(DOCUMENT_MESSAGES.tooLargeUnpacked);
    const many = wordZip(
      'many',
      Array.from({ length: DOCX_LIMITS.maxEntries }, (_, i) => ({
        name: `word/x${i}.xml`,
        data: '',
      })),
    );
    expect(await refusal('many.docx', many)).toBe(DOCUMENT_MESSAGES.tooLargeUnpacked);
  });

  it('refuses a zip whose directory understates what an entry unpacks to', async () => {
    const honest = wordZip('liar', [{ name: 'word/media/a.bin', data: new Uint8Array(4096) }]);
    const liar = Buffer.from(honest);
    // Rewrite the declared uncompressed size of the last entry (local header and directory) to 16.
    for (const signature of [0x04034b50, 0x02014b50]) {
      let at = -1;
      for (let i = 0; i + 4 <= liar.length; i++) if (liar.readUInt32LE(i) === signature) at = i;
      liar.writeUInt32LE(16, at + (signature === 0x04034b50 ? 22 : 24));
    }
    expect(await refusal('liar.docx', new Uint8Array(liar))).toBe(DOCUMENT_MESSAGES.damagedDocx);
  });
});

/** `jpeg` with the width and height of its frame header (SOF0) rewritten. */
function withJpegSize(jpeg: Uint8Array, width: number, height: number): Uint8Array {
  const bytes = Buffer.from(jpeg);
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return new Uint8Array(bytes);
}

describe('inspectUpload of images', () => {
  it('refuses a PNG decompression bomb from its header, before anything decodes it', async () => {
    const bomb = pngBomb(6000, 6000);
    expect(bomb.byteLength).toBeLessThan(1048576);
    expect(6000 * 6000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect(await refusal('scan.png', bomb)).toBe(DOCUMENT_MESSAGES.imageTooLarge);
  });

  it('refuses a JPEG whose frame declares more pixels than it is safe to show', async () => {
    const huge = withJpegSize(LANDSCAPE_JPEG, 65000, 65000);
    expect(await refusal('photo.jpg', huge)).toBe(DOCUMENT_MESSAGES.imageTooLarge);
  });

  it('accepts a large photo within the limit', async () => {
    expect(await inspectUpload('photo.jpg', withJpegSize(LANDSCAPE_JPEG, 6000, 4000))).toBe('jpeg');
  });

  it('refuses an image whose header gives no size', async () => {
    expect(await refusal('scan.png', makePng(4, 4).slice(0, 20))).toBe(
      DOCUMENT_MESSAGES.damagedImage,
    );
    expect(await refusal('photo.jpg', LANDSCAPE_JPEG.slice(0, 100))).toBe(
      DOCUMENT_MESSAGES.damagedImage,
    );
  });
});
