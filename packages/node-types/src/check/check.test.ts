import { describe, expect, expectTypeOf, it } from 'vitest';
import { printedKeys } from '../test-kit/print-keys.ts';
import { modelWith } from '../test-kit/render-page.tsx';
import { checkType } from './check.ts';
import type { CheckNode } from './check.schema.ts';

describe('check', () => {
  const model = modelWith([{ type: 'check', key: 'a_check', label: 'Check' }]);

  it('is a question storing true or false', () => {
    expectTypeOf<CheckNode>().toHaveProperty('checks');
    expect(checkType.valueType).toBe('boolean');
  });

  it('prints [X] when ticked and nothing otherwise', () => {
    expect(printedKeys(model, { a_check: true })).toEqual(['a_check']);
    expect(printedKeys(model, { a_check: false })).toEqual([]);
  });
});
