import { describe, expect, it } from 'vitest';
import { printedKeys } from '../test-kit/print-keys.ts';
import { modelWith } from '../test-kit/render-page.tsx';

describe('confirm', () => {
  const model = modelWith([
    {
      type: 'confirm',
      key: 'a_confirm',
      mode: 'button',
      label: 'OK',
      before: [{ type: 'markdown', id: 'before_md', markdown: 'Before' }],
      after: [{ type: 'text', key: 'after_text', label: 'After' }],
    },
  ]);

  it('stores its confirmation as a check box answer; what comes after shows once confirmed', () => {
    expect(model.fields.map((f) => [f.key, f.kind])).toEqual([
      ['a_confirm', 'check'],
      ['after_text', 'text'],
    ]);
    expect(model.fieldsByKey.get('after_text')!.guards.at(-1)).toEqual({
      type: 'condition',
      condition: { valueKey: 'a_confirm', operator: 'equals', target: true },
    });
  });

  it('prints nothing before it is confirmed', () => {
    expect(printedKeys(model, {})).toEqual([]);
    expect(printedKeys(model, { a_confirm: true, after_text: 'Yes' })).toEqual([
      'a_confirm',
      'after_text',
    ]);
  });
});
