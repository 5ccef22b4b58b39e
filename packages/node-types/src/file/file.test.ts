import { DOCUMENT_ANSWERED, isServerOwnedKey, printApplication, printItemsOf } from '@admit/engine';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { modelWith } from '../test-kit/render-page.tsx';
import { documentAttachedText, fileType } from './file.ts';
import type { FileNode } from './file.schema.ts';

describe('file', () => {
  const model = modelWith([{ type: 'file', key: 'a_file', label: 'File' }]);

  it('is a question whose answer the server alone writes (it holds a document)', () => {
    expectTypeOf<FileNode>().toHaveProperty('checks');
    expect(fileType.holdsDocument).toBe(true);
    expect(isServerOwnedKey(model, 'a_file')).toBe(true);
  });

  it('prints its notice once a document is attached, saying so for an image-only scan', () => {
    const items = (ctx: Parameters<typeof printApplication>[1]) =>
      printItemsOf(printApplication(model, ctx)).map((item) => item.display);
    expect(items({ answers: {} })).toEqual([]);
    expect(items({ answers: { a_file: DOCUMENT_ANSWERED } })).toEqual([
      documentAttachedText('a_file'),
    ]);
    expect(
      items({
        answers: {},
        documents: { a_file: { file_name: 'scan.pdf', file_size: 1, image_only: true } },
      }),
    ).toEqual([
      `${documentAttachedText('a_file')} (Image-only scan: no text a screen reader can read)`,
    ]);
  });
});
