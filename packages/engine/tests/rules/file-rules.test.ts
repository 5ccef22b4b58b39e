import { describe, expect, it } from 'vitest';
import {
  ALLOWED_FILE_EXTENSIONS,
  FILE_MAX_BYTES,
  FILE_NAME_MAX,
  checkFiles,
  fileExtensionOf,
} from '../../src/index.ts';

const file = (name = 'transcript.pdf', size = 2048) => ({ name, size });

describe('file rules', () => {
  it('uses the spec limits: 1 MB, 32-character names and five types', () => {
    expect([FILE_MAX_BYTES, FILE_NAME_MAX, ALLOWED_FILE_EXTENSIONS]).toEqual([
      1048576,
      32,
      ['.png', '.jpeg', '.jpg', '.pdf', '.docx'],
    ]);
  });

  it('finds a lower-cased extension', () => {
    expect(fileExtensionOf('Scan.2024.JPEG')).toBe('.jpeg');
  });

  it('finds no extension in a name without a dot', () => {
    expect(fileExtensionOf('transcript')).toBe('');
  });
});

describe('checkFiles', () => {
  it('accepts one file of an allowed type, size and name', () => {
    expect(checkFiles([file()])).toEqual([]);
  });

  it('has nothing to say when no file is chosen', () => {
    expect(checkFiles([])).toEqual([]);
  });

  it('allows one file only', () => {
    expect(checkFiles([file(), file('essay.docx')])).toEqual(['You can only upload one file.']);
  });

  it('rejects an empty file', () => {
    expect(checkFiles([file('transcript.pdf', 0)])).toEqual([
      'Your file is empty. Please upload a non-empty file.',
    ]);
  });

  it('rejects a file larger than 1 MB', () => {
    expect(checkFiles([file('transcript.pdf', FILE_MAX_BYTES + 1)])).toEqual([
      'Your file is too large. The maximum file size is 1 MB.',
    ]);
  });

  it('accepts a file of exactly 1 MB', () => {
    expect(checkFiles([file('transcript.pdf', FILE_MAX_BYTES)])).toEqual([]);
  });

  it.each(['setup.exe', 'notes.txt', 'transcript', 'archive.pdf.zip'])(
    'rejects the type of %s',
    (name) => {
      expect(checkFiles([file(name)])).toEqual([
        'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
      ]);
    },
  );

  it.each(['a.png', 'a.jpeg', 'a.jpg', 'a.pdf', 'a.docx'])('accepts the type of %s', (name) => {
    expect(checkFiles([file(name)])).toEqual([]);
  });

  it('compares extensions case-insensitively', () => {
    expect(checkFiles([file('SCAN.PDF')])).toEqual([]);
  });

  it('rejects a name longer than 32 characters including the extension', () => {
    expect(checkFiles([file(`${'a'.repeat(29)}.pdf`)])).toEqual([
      'Your file name must be 32 characters or fewer, including the extension.',
    ]);
  });

  it('accepts a name of exactly 32 characters including the extension', () => {
    expect(checkFiles([file(`${'a'.repeat(28)}.pdf`)])).toEqual([]);
  });

  it('reports every problem of a single file', () => {
    expect(checkFiles([file('setup.exe', 0)])).toEqual([
      'Your file is empty. Please upload a non-empty file.',
      'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
    ]);
  });
});
