import { printApplication, printItemsOf } from '@admit/engine';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { modelWith } from '../test-kit/render-page.tsx';
import type { SelectNode } from './select.schema.ts';

describe('select', () => {
  const model = modelWith([
    { type: 'select', key: 'a_select', label: 'Select', options: 'answer_yes_no' },
  ]);

  it('is a question whose answer is one of its options, its label under `<key>_desc`', () => {
    expectTypeOf<SelectNode>().toHaveProperty('checks');
    const [field] = model.fields;
    expect(field).toMatchObject({ descKey: 'a_select_desc', oneOfOptions: true });
    expect(field!.options!.map((o) => o.value)).toEqual(['Y', 'N']);
  });

  it("prints its option's label under its key", () => {
    const items = printItemsOf(printApplication(model, { answers: { a_select: 'Y' } }));
    expect(items.map((item) => [item.key, item.display])).toEqual([['a_select', 'Yes']]);
  });
});
