import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { convertDocument, type DocumentConverters } from '../../src/documents/convert-document.ts';
import { convertImage } from '../../src/documents/convert-image.ts';
import { DOCUMENT_MESSAGES } from '../../src/documents/document-error.ts';
import { createDocxConverter } from '../../src/documents/docx-converter.ts';
import { createPdfSanitiser } from '../../src/documents/pdf-sanitiser.ts';
import { createScratchArea } from '../../src/storage/scratch-area.ts';
import {
  LANDSCAPE_JPEG,
  makeDocx,
  makePdf,
  makePng,
  makeScanPdf,
  pngBomb,
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
  pdf: createPdfSanitiser({ scratch }),
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

  it('refuses a decompression bomb before decoding it', async () => {
    await expect(convertImage('png', pngBomb(6000, 6000))).rejects.toThrow(
      DOCUMENT_MESSAGES.imageTooLarge,
    );
  });

  it('fails a damaged image with a message', async () => {
    const damaged = makePng(10, 10).slice(0, 40);
    await expect(convertImage('png', damaged)).rejects.toThrow(DOCUMENT_MESSAGES.damagedImage);
  });
});

describe('image-only documents', () => {
  it('calls a photo or a scanned PDF image-only, and a PDF with text not', async () => {
    const converted = await Promise.all([
      convertDocument('png', makePng(30, 60), converters),
      convertDocument('jpeg', LANDSCAPE_JPEG, converters),
      convertDocument('pdf', await makeScanPdf(), converters),
      convertDocument('pdf', await makePdf('Transcript', 2), converters),
    ]);
    expect(converted.map((result) => result.imageOnly)).toEqual([true, true, true, false]);
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
    expect(result.imageOnly).toBe(false);
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

  it('kills a conversion that runs past its timeout', async () => {
    const hurried = { ...converters, timeoutMs: 1 };
    await expect(convertDocument('docx', await makeDocx('x'), hurried)).rejects.toThrow(
      DOCUMENT_MESSAGES.timedOut,
    );
  });
});
