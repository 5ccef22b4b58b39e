import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument } from 'pdf-lib';
import { embedFonts } from '../../src/pdf/fonts.ts';

/** A zip entry for `makeZip`. */
export interface ZipEntry {
  name: string;
  data: Uint8Array | string;
}

/** A plain zip (deflate) written by hand, so tests control every entry (macros, bombs, counts). */
export function makeZip(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data =
      typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : Buffer.from(entry.data);
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const documentXml = (text: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

/** The parts of a minimal Word document, plus `extra` entries. */
export const wordZip = (text: string, extra: ZipEntry[] = []): Uint8Array =>
  makeZip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: RELS },
    { name: 'word/document.xml', data: documentXml(text) },
    ...extra,
  ]);

/** A .docx made with the docx library, holding `text`. */
export async function makeDocx(text: string): Promise<Uint8Array> {
  const document = new Document({
    sections: [{ children: [new Paragraph({ children: [new TextRun(text)] })] }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** A Word document carrying a VBA project (a .docm renamed .docx). */
export const macroDocx = (): Uint8Array =>
  wordZip('Enable macros', [{ name: 'word/vbaProject.bin', data: new Uint8Array(2048).fill(7) }]);

/** A Word document whose one media entry unpacks to 40 MB of zeros (about 40 KB packed). */
export const zipBomb = (): Uint8Array =>
  wordZip('Bomb', [{ name: 'word/media/image1.bin', data: new Uint8Array(40 * 1024 * 1024) }]);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of 8-bit samples: colour type 2 (RGB) or 0 (grey), rows of filter byte + samples. */
function encodePng(width: number, height: number, colourType: 0 | 2, rows: Buffer): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = colourType;
  return new Uint8Array(
    Buffer.concat([
      PNG_SIGNATURE,
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(rows, { level: 9 })),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A PNG of `width` x `height` RGB pixels (a left-to-right gradient), encoded by hand. */
export function makePng(width: number, height: number): Uint8Array {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows[at] = Math.round((255 * x) / Math.max(1, width - 1));
      rows[at + 1] = 90;
      rows[at + 2] = 160;
    }
  return encodePng(width, height, 2, rows);
}

/**
 * A decompression bomb: a valid grey PNG of `width` x `height` black pixels, which deflate packs
 * about a thousand to one (6000 x 6000 is 35 KB, and a whole pdf-lib decoding is some 460 MB).
 */
export const pngBomb = (width: number, height: number): Uint8Array =>
  encodePng(width, height, 0, Buffer.alloc((width + 1) * height));

/**
 * A 240 x 120 (landscape) baseline JPEG: a red square on the left, a blue bar on the right.
 * Made once with Chromium (playwright-core screenshot, type jpeg, quality 80); no JPEG encoder is
 * among the dependencies.
 */
export const LANDSCAPE_JPEG = new Uint8Array(
  Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAB4APADASIAAhEBAxEB/8QAGAABAQEBAQAAAAAAAAAAAAAAAAcBCAb/xAAYEAEAAwEAAAAAAAAAAAAAAAAAF2ak4//EABgBAQEBAQEAAAAAAAAAAAAAAAAGBwQF/8QAKREBAAACCAYDAQEAAAAAAAAAAAFSAwQGFBVDgqERQoHBwtESE1ECYf/aAAwDAQACEQMRAD8A8sA8Fq4AAAAAAAAAAAA1jVjZLO0+SAtzkavEAWSAAAAAAAAAAAAAYAxxvwAAAAAAAAAAAA1jVjZLO0+SAtzkavEAWSAAAAAAAAAAAAAYAxxvwAAAAAAAAAAAA1jVjZLO0+SAtzkavEAWSAAAAAAAAAAAAAYAxxvwAAAAAAAAAAAA1i1QbYcXRU2ardDVvt+2PDj8f3/fxC21of7pfo+EOPD5eKLC0wbYcXQg2w4uioxaqT7R9IW500u8EWFpg2w4uhBthxdDFqpPtH0XOml3giwtMG2HF0INsOLoYtVJ9o+i500u8EWFpg2w4uhBthxdDFqpPtH0XOml3giwtMG2HF0INsOLoYtVJ9o+i500u8EWFpg2w4uhBthxdDFqpPtH0XOml3giwtMG2HF0INsOLoYtVJ9o+i500u8EVAZc3QAAAAAAAAAAAAdpOLXaTvqXN0Sdp8rV2AHelAAAAAAAAAAAAHFoDwWrgAAAAAAAAAAADtJxa7Sd9S5uiTtPlauwA70oAAAAAAAAAAAA4tAeC1cAAAAAAAAAAAAdpOLXaTvqXN0Sdp8rV2AHelAAAAAAAAAAAAHFoDwWrgAAAAAAAAAAADtIHfUubok7T5WrsAO9KAAAAAAAAAAAAP/Z',
    'base64',
  ),
);

/** `jpeg` with an EXIF APP1 segment (big-endian TIFF, IFD0 with one Orientation entry) after SOI. */
export function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), segment, payload, jpeg.subarray(2)]));
}

/**
 * A PDF of `pages` US Letter pages, each saying `text` and its number, in an embedded font as
 * word processors write them (classic trailer, no object streams).
 */
export async function makePdf(text: string, pages = 1): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = (await embedFonts(pdf)).regular;
  for (let i = 1; i <= pages; i++)
    pdf.addPage([612, 792]).drawText(`${text} page ${i}`, { x: 72, y: 700, size: 14, font });
  return pdf.save({ useObjectStreams: false });
}

/** A one-page PDF that is only a picture, as a scanner writes it: no text to extract. */
export async function makeScanPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(makePng(120, 160));
  pdf.addPage([612, 792]).drawImage(image, { x: 72, y: 72, width: 468, height: 624 });
  return pdf.save({ useObjectStreams: false });
}

/** A Windows executable's first bytes ("MZ" header and DOS stub text). */
export const EXECUTABLE = new Uint8Array(
  Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
    Buffer.from('This program cannot be run in DOS mode.'.repeat(20)),
  ]),
);
