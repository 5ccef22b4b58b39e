import { printApplication, printItemsOf } from '@admit/engine';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { modelWith } from '../test-kit/render-page.tsx';
import type { CheckboxGroupNode } from './checkboxGroup.schema.ts';

describe('checkboxGroup', () => {
  const model = modelWith([
    {
      type: 'checkboxGroup',
      id: 'a_group',
      label: 'Group',
      items: [{ key: 'a_box', label: 'Box' }],
    },
  ]);

  it('is no question itself: its boxes are check box questions', () => {
    expectTypeOf<CheckboxGroupNode>().not.toHaveProperty('checks');
    expect(model.fields.map((f) => [f.key, f.kind, f.groupId])).toEqual([
      ['a_box', 'check', 'a_group'],
    ]);
  });

  it('prints under its id, every box marked, once one is ticked', () => {
    const items = printItemsOf(printApplication(model, { answers: { a_box: true } }));
    expect(items.map((item) => [item.key, item.display])).toEqual([['a_group', '[X] Box']]);
    expect(printItemsOf(printApplication(model, { answers: {} }))).toEqual([]);
  });
});
