import { describe, expect, expectTypeOf, it } from 'vitest';
import { printedKeys } from '../test-kit/print-keys.ts';
import { modelWith } from '../test-kit/render-page.tsx';
import { schoolText } from './school.ts';
import type { SchoolNode } from './school.schema.ts';

describe('school', () => {
  const model = modelWith([
    { type: 'school', id: 'a_school', prefix: 'sch_', category: 'hs_ceeb' },
  ]);

  it('is no question itself: its name searches schools and fills the other parts', () => {
    expectTypeOf<SchoolNode>().not.toHaveProperty('checks');
    expect(model.fields.map((f) => f.key)).toEqual([
      'sch_name',
      'sch_address_line_1',
      'sch_city',
      'sch_state',
      'sch_zip',
      'sch_ceeb',
    ]);
    expect(model.fields[0]!.kind).toBe('lookup');
  });

  it('prints "name (Ceeb: code)" under its id, its address parts as answers of their own', () => {
    expect(printedKeys(model, { sch_name: 'High School' })).toEqual(['a_school']);
    expect(printedKeys(model, { sch_name: 'High School', sch_city: 'Easton' })).toEqual([
      'a_school',
      'sch_city',
    ]);
  });

  it('skips an empty part in its text', () => {
    expect(schoolText({ name: 'Bay High', city: 'Annapolis' })).toBe('Bay High');
    expect(schoolText({ name: 'Bay High', ceeb: '' })).toBe('Bay High');
  });
});
