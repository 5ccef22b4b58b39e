import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { writtenFields } from './written-fields.ts';

/** Whether some number in [min, max] is a multiple of `step` (an integer when `integer`). */
function hasAllowedNumber(min: number, max: number, step: number | undefined, integer: boolean) {
  const unit = step ?? (integer ? 1 : undefined);
  if (unit === undefined) return true;
  const first = Math.ceil(min / unit - 1e-9) * unit;
  if (first > max + 1e-9) return false;
  if (!integer || step === undefined) return true;
  // A whole multiple of the step that is also an integer: look at the first few multiples.
  for (let k = 0, value = first; value <= max + 1e-9 && k < 1000; k++, value += unit)
    if (Math.abs(value - Math.round(value)) < 1e-9) return true;
  return false;
}

/**
 * Number checks no answer can pass: `minimum` above `maximum`, or a range holding no multiple of
 * `multipleOf` (no whole number, with `integer`).
 */
export const checkNumberRanges: ConfigCheck = (_config, model) => {
  const problems: ConfigProblem[] = [];
  for (const field of writtenFields(model)) {
    (field.node.checks ?? []).forEach((check, i) => {
      if (check.type !== 'number') return;
      const pointer = `${field.pointer}/checks/${i}`;
      const { minimum, maximum, multipleOf, integer = false } = check;
      if (minimum !== undefined && maximum !== undefined && minimum > maximum) {
        problems.push({
          severity: 'error',
          pointer: `${pointer}/minimum`,
          message: `number check of "${field.key}": minimum ${minimum} is above maximum ${maximum}, so no answer passes`,
          rule: 'number-range',
        });
      } else if (
        minimum !== undefined &&
        maximum !== undefined &&
        !hasAllowedNumber(minimum, maximum, multipleOf, integer)
      ) {
        const what = multipleOf !== undefined ? `multiple of ${multipleOf}` : 'whole number';
        problems.push({
          severity: 'error',
          pointer,
          message: `number check of "${field.key}": no ${integer && multipleOf !== undefined ? `whole ${what}` : what} lies between ${minimum} and ${maximum}, so no answer passes`,
          rule: 'number-range',
        });
      }
    });
  }
  return problems;
};
