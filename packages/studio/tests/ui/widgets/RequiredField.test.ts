import { describe, expect, it } from 'vitest';
import { requirementMode, withRequirementMode } from '../../../src/ui/widgets/RequiredField.tsx';

const condition = { valueKey: 'first_name', operator: 'answered' } as const;

describe('the requirement field', () => {
  it('tells the four ways apart', () => {
    expect(requirementMode(undefined)).toBe('optional');
    expect(requirementMode(false)).toBe('optional');
    expect(requirementMode(true)).toBe('always');
    expect(requirementMode(condition)).toBe('when');
    expect(requirementMode([{ when: condition, message: 'Enter it.' }])).toBe('cases');
  });

  it('keeps the condition when switching between a condition and cases', () => {
    const cases = withRequirementMode(condition, 'cases');
    expect(cases).toEqual([{ when: condition, message: '' }]);
    expect(withRequirementMode(cases, 'when')).toEqual(condition);
    expect(withRequirementMode(condition, 'optional')).toBeUndefined();
    expect(withRequirementMode(undefined, 'always')).toBe(true);
    expect(withRequirementMode(true, 'when')).toMatchObject({ operator: 'equals' });
  });
});
