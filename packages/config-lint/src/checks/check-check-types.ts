import type { CheckType } from '@admit/engine';
import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { writtenFields } from './written-fields.ts';

/** Checks that read text: they never hold, or never fail, on a true/false answer. */
const TEXT_CHECKS = new Set<CheckType>([
  'pattern',
  'email',
  'minLength',
  'maxLength',
  'number',
  'date',
  'dateRange',
]);

/**
 * Checks that cannot apply to the answer they are on: `mustBeTrue` on anything but a check box
 * (a text is never `true`, so nobody could pass it), and text checks on a check box.
 */
export const checkCheckTypes: ConfigCheck = (_config, model) => {
  const problems: ConfigProblem[] = [];
  for (const field of writtenFields(model)) {
    (field.node.checks ?? []).forEach((check, i) => {
      const pointer = `${field.pointer}/checks/${i}/type`;
      if (check.type === 'mustBeTrue' && field.valueType !== 'boolean')
        problems.push({
          severity: 'error',
          pointer,
          message: `"mustBeTrue" applies to a check box, but "${field.key}" is a ${field.kind} question storing text, so no answer passes`,
          rule: 'check-type',
        });
      else if (TEXT_CHECKS.has(check.type) && field.valueType === 'boolean')
        problems.push({
          severity: 'error',
          pointer,
          message: `"${check.type}" checks text, but "${field.key}" is a check box storing true or false`,
          rule: 'check-type',
        });
    });
  }
  return problems;
};
