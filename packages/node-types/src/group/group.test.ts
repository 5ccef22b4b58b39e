import { describe, expect, it } from 'vitest';
import { printedKeys } from '../test-kit/print-keys.ts';
import { modelWith } from '../test-kit/render-page.tsx';

describe('group', () => {
  const model = modelWith([
    {
      type: 'group',
      id: 'a_grp',
      title: 'Grouped',
      children: [{ type: 'text', key: 'in_group', label: 'In group' }],
    },
  ]);

  it('gives its title to the questions it holds', () => {
    expect(model.fieldsByKey.get('in_group')!.context).toEqual(['Main', 'Grouped']);
  });

  it('prints its title, then what it holds; nothing when that prints nothing', () => {
    expect(printedKeys(model, { in_group: 'Grouped answer' })).toEqual(['a_grp', 'in_group']);
    expect(printedKeys(model, {})).toEqual([]);
  });
});
