import { describe, expect, expectTypeOf, it } from 'vitest';
import { printedKeys } from '../test-kit/print-keys.ts';
import { modelWith } from '../test-kit/render-page.tsx';
import { INTERNATIONAL_PHONE_PATTERN, US_PHONE_PATTERN } from './phone.ts';
import type { PhoneNode } from './phone.schema.ts';

describe('phone', () => {
  it('is a question (it has the members every question has)', () => {
    expectTypeOf<PhoneNode>().toHaveProperty('checks');
  });

  it('checks a US number, or an international one, with its own message or one from the label', () => {
    const model = modelWith([
      { type: 'phone', key: 'home_phone', label: 'Home Phone' },
      {
        type: 'phone',
        key: 'abroad',
        label: 'Phone Abroad',
        international: true,
        invalidMessage: 'Not a number.',
      },
    ]);
    expect(model.fields.map((f) => f.checks[0])).toEqual([
      { type: 'pattern', pattern: US_PHONE_PATTERN, message: 'Please enter a valid home phone.' },
      { type: 'pattern', pattern: INTERNATIONAL_PHONE_PATTERN, message: 'Not a number.' },
    ]);
  });

  it('prints the number as written, and nothing unanswered', () => {
    const model = modelWith([{ type: 'phone', key: 'a_phone', label: 'Phone' }]);
    expect(printedKeys(model, { a_phone: '(410) 555-0142' })).toEqual(['a_phone']);
    expect(printedKeys(model, {})).toEqual([]);
  });
});
