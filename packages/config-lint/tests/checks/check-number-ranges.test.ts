import { describe, expect, it } from 'vitest';
import type { Check } from '@admit/engine';
import { checkNumberRanges } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const withNumber = (check: Omit<Extract<Check, { type: 'number' }>, 'type' | 'message'>) =>
  declaredConfig([
    {
      type: 'text',
      key: 'score',
      label: 'Score',
      checks: [{ type: 'number', message: 'Bad score.', ...check }],
    },
  ]);
const messages = (check: Parameters<typeof withNumber>[0]) =>
  runCheck(checkNumberRanges, withNumber(check)).map((p) => `${p.pointer}: ${p.message}`);

describe('checkNumberRanges', () => {
  it('accepts the SAT range in steps of 10', () => {
    expect(messages({ minimum: 200, maximum: 800, multipleOf: 10 })).toEqual([]);
  });

  it('accepts a one-value range and open ranges', () => {
    expect(messages({ minimum: 5, maximum: 5, integer: true })).toEqual([]);
    expect(messages({ minimum: 900 })).toEqual([]);
  });

  it('rejects a minimum above the maximum', () => {
    expect(messages({ minimum: 800, maximum: 200 })).toEqual([
      '/pages/0/sections/0/children/0/checks/0/minimum: number check of "score": minimum 800 is above maximum 200, so no answer passes',
    ]);
  });

  it('rejects a range with no multiple of the step', () => {
    expect(messages({ minimum: 201, maximum: 209, multipleOf: 10 })).toEqual([
      '/pages/0/sections/0/children/0/checks/0: number check of "score": no multiple of 10 lies between 201 and 209, so no answer passes',
    ]);
  });

  it('rejects an integer range with no whole number', () => {
    expect(messages({ minimum: 0.2, maximum: 0.8, integer: true })).toEqual([
      '/pages/0/sections/0/children/0/checks/0: number check of "score": no whole number lies between 0.2 and 0.8, so no answer passes',
    ]);
  });
});
