import { describe, expect, it } from 'vitest';
import { printedKeys } from '../test-kit/print-keys.ts';
import { modelWith } from '../test-kit/render-page.tsx';
import { markdownType } from './markdown.ts';

describe('markdown', () => {
  it('shows on the form and never prints', () => {
    const model = modelWith([{ type: 'markdown', id: 'a_md', markdown: 'Hi' }]);
    expect(model.pages[0]!.sections[0]!.children[0]).toMatchObject({
      type: 'markdown',
      nodeType: 'markdown',
      anchor: 'a_md',
      markdown: 'Hi',
    });
    expect(printedKeys(model, {})).toEqual([]);
  });

  it("shows a section's description (never printed)", () => {
    expect(markdownType.sectionDescription?.('main-description', 'Read *this*.')).toEqual({
      type: 'markdown',
      id: 'main-description',
      markdown: 'Read *this*.',
      hideInPrint: true,
    });
  });
});
