import { describe, expect, it } from 'vitest';
import { modelWith } from '../test-kit/render-page.tsx';

describe('addAnother', () => {
  const model = modelWith([
    {
      type: 'addAnother',
      buttonId: 'more',
      prefix: 'more_',
      max: 2,
      children: [{ type: 'text', key: 'x', label: 'X' }],
    },
  ]);

  it('compiles its children once per block, block n under `<prefix><n>_`', () => {
    expect(model.addAnother[0]!.blockKeys).toEqual([['more_x'], ['more_2_x']]);
  });

  it('is anchored at its button id', () => {
    expect(model.pages[0]!.sections[0]!.children[0]!.anchor).toBe('more');
  });
});
