import { describe, expect, expectTypeOf, it } from 'vitest';
import { printedKeys } from '../test-kit/print-keys.ts';
import { modelWith } from '../test-kit/render-page.tsx';
import { printRadioLayout } from './radio-print.ts';
import type { RadioNode } from './radio.schema.ts';

describe('radio', () => {
  const model = modelWith([
    {
      type: 'radio',
      key: 'a_radio',
      label: 'Radio',
      options: 'answer_yes_no',
      contentByValue: { Y: [{ type: 'text', key: 'a_radio_more', label: 'More' }] },
    },
  ]);

  it('is a question', () => {
    expectTypeOf<RadioNode>().toHaveProperty('checks');
  });

  it('prints its options marked, then the content swapped in for the chosen value', () => {
    expect(printedKeys(model, { a_radio: 'Y', a_radio_more: 'More text' })).toEqual([
      'a_radio',
      'a_radio_more',
    ]);
  });

  it('lays out more than 2 options in columns', () => {
    expect(printRadioLayout(2)).toBe('row');
    expect(printRadioLayout(3)).toBe('columns');
  });
});
