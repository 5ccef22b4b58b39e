import { describe, expect, expectTypeOf, it } from 'vitest';
import { printedKeys } from '../test-kit/print-keys.ts';
import { modelWith } from '../test-kit/render-page.tsx';
import type { DependentSelectNode } from './dependentSelect.schema.ts';

describe('dependentSelect', () => {
  const model = modelWith([
    { type: 'select', key: 'a_select', label: 'Select', options: 'answer_yes_no' },
    {
      type: 'dependentSelect',
      key: 'a_dep',
      label: 'Dep',
      controller: 'a_select',
      optionsByAnswer: { Y: 'answer_yes_no' },
    },
  ]);

  it('is a question following its controller, shown only while the controller has a list', () => {
    expectTypeOf<DependentSelectNode>().toHaveProperty('checks');
    const dep = model.fieldsByKey.get('a_dep')!;
    expect(dep.controller).toBe('a_select');
    expect(dep.guards.at(-1)).toEqual({
      type: 'condition',
      condition: { valueKey: 'a_select', operator: 'in', target: ['Y'] },
    });
  });

  it('prints its option label once answered, nothing before', () => {
    expect(printedKeys(model, { a_select: 'Y' })).toEqual(['a_select']);
    expect(printedKeys(model, { a_select: 'Y', a_dep: 'N' })).toEqual(['a_select', 'a_dep']);
  });
});
