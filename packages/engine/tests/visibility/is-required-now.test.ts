import { describe, expect, it } from 'vitest';
import type { RequirementCase } from '../../src/model/form-model.ts';
import { isRequiredNow, requirementKeys } from '../../src/visibility/is-required-now.ts';

const whenNoCell: RequirementCase[] = [
  { when: { valueKey: 'phone_mobile', operator: 'notAnswered' }, message: 'Enter a phone.' },
  {
    when: {
      all: [
        { valueKey: 'optin', operator: 'equals', target: true },
        { valueKey: 'phone_home', operator: 'notAnswered' },
      ],
    },
    message: 'Enter a cell phone for texts.',
  },
];

describe('isRequiredNow', () => {
  it('is required always for an unconditional case', () => {
    expect(isRequiredNow([{ message: 'Required.' }], {})).toBe(true);
  });

  it('is not required without cases', () => {
    expect(isRequiredNow([], {})).toBe(false);
  });

  it('is required exactly while one of its rules holds', () => {
    expect(isRequiredNow(whenNoCell, {})).toBe(true);
    expect(isRequiredNow(whenNoCell, { phone_mobile: '(410) 555-0142' })).toBe(false);
    expect(
      isRequiredNow(whenNoCell, { phone_mobile: '(410) 555-0142', optin: true, phone_home: '' }),
    ).toBe(true);
  });

  it('names the answers its rules read', () => {
    expect(requirementKeys(whenNoCell).sort()).toEqual(['optin', 'phone_home', 'phone_mobile']);
  });
});
