import { describe, expect, it } from 'vitest';
import type { DateBound } from '@admit/engine';
import { checkDateRanges } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const withRange = (min?: DateBound, max?: DateBound) =>
  declaredConfig([
    {
      type: 'text',
      key: 'birth_date',
      label: 'Birth date',
      inputType: 'date',
      checks: [
        {
          type: 'dateRange',
          ...(min ? { min } : {}),
          ...(max ? { max } : {}),
          message: 'Out of range.',
        },
      ],
    },
  ]);
const messages = (min?: DateBound, max?: DateBound) =>
  runCheck(checkDateRanges, withRange(min, max)).map((p) => `${p.pointer}: ${p.message}`);
const AT = '/pages/0/sections/0/children/0/checks/0';

describe('checkDateRanges', () => {
  it("accepts the spec's birth date and mailing date ranges", () => {
    expect(messages({ yearsFromToday: -100 }, { yearsFromToday: -13 })).toEqual([]);
    expect(messages({ startOfYear: -3 }, { endOfYear: 4 })).toEqual([]);
    expect(messages(undefined, { yearsFromToday: 0 })).toEqual([]);
  });

  it('rejects a range without bounds', () => {
    expect(messages()).toEqual([`${AT}: date range of "birth_date" has neither min nor max`]);
  });

  it('rejects swapped bounds', () => {
    expect(messages({ yearsFromToday: -13 }, { yearsFromToday: -100 })).toEqual([
      `${AT}/min: date range of "birth_date" is empty: min {"yearsFromToday":-13} falls after max {"yearsFromToday":-100} (when today is 2023-01-01: 2010-01-01 > 1923-01-01)`,
    ]);
  });

  it('rejects a range that is empty on most days of the year', () => {
    expect(messages({ yearsFromToday: 0 }, { startOfYear: 0 })).toHaveLength(1);
  });
});
