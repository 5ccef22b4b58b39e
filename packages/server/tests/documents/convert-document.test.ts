import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { convertDocument, type DocumentConverters } from '../../src/documents/convert-document.ts';
import { convertImage } from '../../src/documents/convert-image.ts';
import { resavePdf } from '../../src/documents/convert-pdf.ts';
import { DOCUMENT_MESSAGES } from '../../src/documents/document-error.ts';
import { createDocxConverter } from '../../src/documents/docx-converter.ts';
import { createScratchArea } from '../../src/storage/scratch-area.ts';
import {
  LANDSCAPE_JPEG,
  makeDocx,
  makePdf,
  makePng,
  withExifOrientation,
} from '../helpers/document-fixtures.ts';

const work = mkdtempSync(join(tmpdir(), 'admit-convert-'));
const scratch = createScratchArea(join(work, 'scratch'));
afterAll(async () => {
  await scratch.close();
  rmSync(work, { recursive: true, force: true });
});
const converters: DocumentConverters = {
  docx: createDocxConverter({ scratch }),
  timeoutMs: 60_000,
};

const pageSizes = async (bytes: Uint8Array) =>
  (await PDFDocument.load(bytes)).getPages().map((page) => [page.getWidth(), page.getHeight()]);

describe('image conversion', () => {
  it('puts a portrait PNG on one portrait US Letter page', async () => {
    expect(await pageSizes(await convertImage('png', makePng(30, 60)))).toEqual([[612, 792]]);
  });

  it('keeps a landscape image landscape', async () => {
    expect(await pageSizes(await convertImage('png', makePng(60, 30)))).toEqual([[792, 612]]);
    expect(await pageSizes(await convertImage('jpeg', LANDSCAPE_JPEG))).toEqual([[792, 612]]);
  });

  it('turns a JPEG stored sideways upright by its EXIF orientation', async () => {
    const sideways = withExifOrientation(LANDSCAPE_JPEG, 6);
    expect(await pageSizes(await convertImage('jpeg', sideways))).toEqual([[612, 792]]);
    const upsideDown = withExifOrientation(LANDSCAPE_JPEG, 3);
    expect(await pageSizes(await convertImage('jpeg', upsideDown))).toEqual([[792, 612]]);
  });

  it('fails a damaged image with a message', async () => {
    const damaged = makePng(10, 10).slice(0, 40);
    await expect(convertImage('png', damaged)).rejects.toThrow(DOCUMENT_MESSAGES.damagedImage);
  });
});

describe('PDF check', () => {
  it('re-saves every page of a PDF', async () => {
    const result = await resavePdf(await makePdf('Transcript', 3));
    expect(result.pages).toBe(3);
    expect((await extractText(result.bytes, { mergePages: true })).text).toContain(
      'Transcript page 3',
    );
  });

  it('fails a password-protected PDF with a message', async () => {
    // A PDF whose trailer names an /Encrypt dictionary is encrypted as far as any reader goes.
    const plain = Buffer.from(await makePdf('Secret')).toString('latin1');
    const encrypted = plain.replace(
      /trailer\s*<</,
      'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 >>',
    );
    expect(encrypted).not.toBe(plain);
    await expect(resavePdf(new Uint8Array(Buffer.from(encrypted, 'latin1')))).rejects.toThrow(
      DOCUMENT_MESSAGES.encryptedPdf,
    );
  });

  it('fails a corrupt PDF with a message', async () => {
    const corrupt = new TextEncoder().encode('%PDF-1.7\n1 0 obj garbage endobj\n%%EOF');
    await expect(resavePdf(corrupt)).rejects.toThrow(DOCUMENT_MESSAGES.damagedPdf);
  });
});

describe('Word conversion', () => {
  it('converts a .docx with LibreOffice', async () => {
    const result = await convertDocument(
      'docx',
      await makeDocx('Personal statement marker'),
      converters,
    );
    expect(result.pages).toBe(1);
    expect((await extractText(result.bytes, { mergePages: true })).text).toContain(
      'Personal statement marker',
    );
  });

  it('fails naming the package to install when LibreOffice is missing', async () => {
    const missing = {
      ...converters,
      docx: createDocxConverter({ sofficePath: join(work, 'no-such-soffice'), scratch }),
    };
    await expect(convertDocument('docx', await makeDocx('x'), missing)).rejects.toThrow(
      /libreoffice-writer-nogui/,
    );
  });

  it('fails with the timeout message once the conversion runs out of time', async () => {
    const hurried = { ...converters, timeoutMs: 1 };
    await expect(convertDocument('docx', await makeDocx('x'), hurried)).rejects.toThrow(
      DOCUMENT_MESSAGES.timedOut,
    );
  });
});
