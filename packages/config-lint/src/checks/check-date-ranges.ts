import { type DateBound, dateOfBound, isoDate } from '@admit/engine';
import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { writtenFields } from './written-fields.ts';

/** Days on which bounds relative to today fall differently: year ends, a leap day, mid-year. */
const SAMPLE_DAYS = [
  new Date(2023, 0, 1),
  new Date(2023, 6, 1),
  new Date(2023, 11, 31),
  new Date(2024, 1, 29),
  new Date(2024, 11, 31),
];

const describe = (bound: DateBound): string => JSON.stringify(bound);

/**
 * Date-range checks: one without `min` and `max` checks nothing (it is meant to bound the date),
 * and one whose `min` falls after its `max` on some day of the year leaves applicants stuck on
 * that day.
 */
export const checkDateRanges: ConfigCheck = (_config, model) => {
  const problems: ConfigProblem[] = [];
  for (const field of writtenFields(model)) {
    (field.node.checks ?? []).forEach((check, i) => {
      if (check.type !== 'dateRange') return;
      const pointer = `${field.pointer}/checks/${i}`;
      const { min, max } = check;
      if (!min && !max) {
        problems.push({
          severity: 'error',
          pointer,
          message: `date range of "${field.key}" has neither min nor max`,
          rule: 'date-range',
        });
        return;
      }
      if (!min || !max) return;
      const empty = SAMPLE_DAYS.find((day) => dateOfBound(min, day) > dateOfBound(max, day));
      if (empty)
        problems.push({
          severity: 'error',
          pointer: `${pointer}/min`,
          message: `date range of "${field.key}" is empty: min ${describe(min)} falls after max ${describe(max)} (when today is ${isoDate(empty)}: ${dateOfBound(min, empty)} > ${dateOfBound(max, empty)})`,
          rule: 'date-range',
        });
    });
  }
  return problems;
};
