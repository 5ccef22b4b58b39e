import { describe, expect, expectTypeOf, it } from 'vitest';
import { createValidator, printApplication } from '@admit/engine';
import { printedKeys } from '../test-kit/print-keys.ts';
import { modelWith } from '../test-kit/render-page.tsx';
import type { NumberNode } from './number.schema.ts';

const hours: NumberNode = {
  type: 'number',
  key: 'service_hours',
  label: 'Hours',
  unit: 'hours',
  minimum: 0,
  maximum: 500,
  step: 1,
};

describe('number', () => {
  it('is a question (it has the members every question has)', () => {
    expectTypeOf<NumberNode>().toHaveProperty('checks');
  });

  it('checks its range and step, with a message naming them or its own', () => {
    const model = modelWith([
      hours,
      { type: 'number', key: 'gpa', label: 'GPA', maximum: 5, step: 0.01 },
      { type: 'number', key: 'credits', label: 'Credits', minimum: 0 },
      { type: 'number', key: 'any', label: 'Any', invalidMessage: 'Digits, please.' },
    ]);
    expect(model.fields.map((f) => f.checks[0])).toEqual([
      {
        type: 'number',
        minimum: 0,
        maximum: 500,
        multipleOf: 1,
        message: 'Hours: please enter a whole number from 0 to 500.',
      },
      {
        type: 'number',
        maximum: 5,
        multipleOf: 0.01,
        message: 'GPA: please enter a number of at most 5, in steps of 0.01.',
      },
      { type: 'number', minimum: 0, message: 'Credits: please enter a number of at least 0.' },
      { type: 'number', message: 'Digits, please.' },
    ]);
  });

  it('accepts a number in range and on the step; refuses others, words and thousands separators', () => {
    const model = modelWith([hours, { type: 'number', key: 'gpa', label: 'GPA', step: 0.01 }]);
    const validate = createValidator(model);
    const errorsOf = (answers: Record<string, string>) =>
      Object.keys(validate({ answers }).byKey).sort();
    expect(errorsOf({ service_hours: '0', gpa: '3.87' })).toEqual([]);
    expect(errorsOf({ service_hours: '500', gpa: '-1.5' })).toEqual([]);
    for (const wrong of ['501', '-1', '12.5', 'twelve', '1,200', '1e3', '12 hours'])
      expect(errorsOf({ service_hours: wrong }), wrong).toEqual(['service_hours']);
    expect(errorsOf({ gpa: '3.875' })).toEqual(['gpa']);
  });

  it('prints the answer with its unit, and nothing unanswered', () => {
    const model = modelWith([hours, { type: 'number', key: 'plain', label: 'Plain' }]);
    const [page] = printApplication(model, { answers: { service_hours: '120', plain: '7' } });
    expect(
      page!.sections[0]!.items.map((entry) => [entry.key, 'display' in entry && entry.display]),
    ).toEqual([
      ['service_hours', '120 hours'],
      ['plain', '7'],
    ]);
    expect(printedKeys(model, {})).toEqual([]);
  });
});
