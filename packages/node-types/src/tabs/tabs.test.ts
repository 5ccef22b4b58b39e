import { describe, expect, it } from 'vitest';
import { modelWith } from '../test-kit/render-page.tsx';

describe('tabs', () => {
  const model = modelWith([
    {
      type: 'tabs',
      tabId: 'tabs',
      defaultTab: 'a',
      tabs: [
        { value: 'a', label: 'A', children: [{ type: 'text', key: 'tab_a', label: 'In A' }] },
        {
          value: 'b',
          label: 'B',
          children: [
            { type: 'text', key: 'tab_b', label: 'In B' },
            { type: 'file', key: 'tab_b_file', label: 'File' },
          ],
        },
      ],
    },
  ]);

  it("clears a tab's answers when leaving it, and deletes its documents", () => {
    expect(model.tabs[0]!.clearKeys).toEqual({ a: ['tab_a'], b: ['tab_b', 'tab_b_file'] });
    expect(model.tabs[0]!.fileKeys).toEqual({ a: [], b: ['tab_b_file'] });
  });
});
