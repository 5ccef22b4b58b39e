import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, detectFileType, fileTypeMatchesName } from '../../src/index.ts';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
};

/** A zip local file header for a stored entry, followed by its data. The CRC is left 0: name scanning does not read it. */
function zipEntry(name: string, data: Uint8Array = new Uint8Array(0), flags = 0): Uint8Array {
  const nameBytes = ascii(name);
  const header = new Uint8Array(30 + nameBytes.length);
  const view = new DataView(header.buffer);
  const declaredSize = flags & 0x08 ? 0 : data.length; // with a data descriptor the sizes follow the data
  view.setUint32(0, 0x04034b50, true); // signature "PK\x03\x04"
  view.setUint16(4, 20, true); // version needed to extract: 2.0
  view.setUint16(6, flags, true); // general purpose bit flags
  view.setUint16(8, 0, true); // compression method: stored
  view.setUint16(10, 0, true); // last modification time
  view.setUint16(12, (0 << 9) | (1 << 5) | 1, true); // last modification date: 1980-01-01
  view.setUint32(14, 0, true); // CRC-32
  view.setUint32(18, declaredSize, true); // compressed size
  view.setUint32(22, declaredSize, true); // uncompressed size
  view.setUint16(26, nameBytes.length, true); // file name length
  view.setUint16(28, 0, true); // extra field length
  header.set(nameBytes, 30);
  if (!(flags & 0x08)) return concat(header, data);
  const descriptor = new Uint8Array(16);
  const descriptorView = new DataView(descriptor.buffer);
  descriptorView.setUint32(0, 0x08074b50, true); // data descriptor signature "PK\x07\x08"
  descriptorView.setUint32(8, data.length, true);
  descriptorView.setUint32(12, data.length, true);
  return concat(header, data, descriptor);
}

const contentTypes = ascii(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);
const docx = () =>
  concat(
    zipEntry('[Content_Types].xml', contentTypes),
    zipEntry('_rels/.rels'),
    zipEntry('word/document.xml', ascii('<w:document/>')),
  );

describe('detectFileType', () => {
  it('recognises a PNG', () => {
    expect(
      detectFileType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)),
    ).toBe('png');
  });

  it('recognises a JPEG', () => {
    expect(detectFileType(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 16))).toBe('jpeg');
  });

  it('recognises a PDF', () => {
    expect(detectFileType(ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'))).toBe('pdf');
  });

  it('recognises a Word document by its content types and word/ entries', () => {
    expect(detectFileType(docx())).toBe('docx');
  });

  it('finds the entries after data written with a data descriptor', () => {
    expect(
      detectFileType(
        concat(zipEntry('[Content_Types].xml', contentTypes, 0x08), zipEntry('word/document.xml')),
      ),
    ).toBe('docx');
  });

  it('calls a zip without word/ entries a zip', () => {
    expect(
      detectFileType(
        concat(zipEntry('[Content_Types].xml', contentTypes), zipEntry('xl/workbook.xml')),
      ),
    ).toBe('zip');
  });

  it('calls a zip without content types a zip', () => {
    expect(detectFileType(zipEntry('word/document.xml'))).toBe('zip');
  });

  it('does not take entry data for a header', () => {
    expect(detectFileType(zipEntry('readme.txt', zipEntry('word/document.xml')))).toBe('zip');
  });

  it('knows nothing of a Windows executable', () => {
    expect(detectFileType(ascii('MZ\x90\x00\x03\x00\x00\x00'))).toBeUndefined();
  });

  it('knows nothing of an empty file', () => {
    expect(detectFileType(new Uint8Array(0))).toBeUndefined();
  });
});

describe('fileTypeMatchesName', () => {
  it.each([
    ['scan.png', 'png'],
    ['photo.jpg', 'jpeg'],
    ['photo.jpeg', 'jpeg'],
    ['transcript.pdf', 'pdf'],
    ['essay.docx', 'docx'],
  ] as const)('matches %s to %s contents', (name, type) => {
    expect(fileTypeMatchesName(name, type)).toBe(true);
  });

  it('compares the extension case-insensitively', () => {
    expect(fileTypeMatchesName('PHOTO.JPG', 'jpeg')).toBe(true);
  });

  it('rejects PNG contents named .pdf', () => {
    expect(fileTypeMatchesName('transcript.pdf', 'png')).toBe(false);
  });

  it('rejects a renamed executable', () => {
    expect(fileTypeMatchesName('transcript.pdf', detectFileType(ascii('MZ\x90\x00\x03\x00')))).toBe(
      false,
    );
  });

  it('rejects a plain zip named .docx', () => {
    expect(fileTypeMatchesName('essay.docx', detectFileType(zipEntry('word/document.xml')))).toBe(
      false,
    );
  });

  it('accepts a built Word document named .docx', () => {
    expect(fileTypeMatchesName('essay.docx', detectFileType(docx()))).toBe(true);
  });

  it('has the server message for a mismatch', () => {
    expect(FILE_MESSAGES.contentMismatch).toBe("The file's contents do not match its type.");
  });
});
