import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { hasPointer } from '@admit/engine';
import { fieldTypeOf } from '@admit/node-types';
import { writtenFields } from './written-fields.ts';

/**
 * Length limits of answers: a `minLength` above the longest answer the question takes (its
 * `maxLength` check, its input's `maxLength` or default, 45 for text and 1500 for a textarea)
 * leaves no answer that passes; and no limit may be beyond the partner's `characterLimit`, the
 * longest text any answer may have.
 */
export const checkLengthLimits: ConfigCheck = (config, model) => {
  const problems: ConfigProblem[] = [];
  const limit = config.partner.characterLimit;
  const error = (pointer: string, message: string) =>
    problems.push({ severity: 'error', pointer, message, rule: 'length-limit' });
  for (const field of writtenFields(model)) {
    const own = field.node.checks ?? [];
    const maxIndex = own.findIndex((c) => c.type === 'maxLength');
    const maxCheck = own[maxIndex];
    const longest = Math.min(
      ...(maxCheck?.type === 'maxLength' ? [maxCheck.value] : []),
      ...(field.maxLength !== undefined ? [field.maxLength] : []),
    );
    const inputMax = `${field.pointer}/maxLength`;
    const written = fieldTypeOf(field.kind).inputMaxLength?.(field.node);
    if (written !== undefined && written > limit && hasPointer(config, inputMax))
      error(
        inputMax,
        `maxLength ${written} of "${field.key}" is beyond the partner's characterLimit of ${limit}`,
      );
    if (maxCheck?.type === 'maxLength' && maxCheck.value > limit)
      error(
        `${field.pointer}/checks/${maxIndex}/value`,
        `maxLength check ${maxCheck.value} of "${field.key}" is beyond the partner's characterLimit of ${limit}`,
      );
    own.forEach((check, i) => {
      if (check.type !== 'minLength') return;
      const pointer = `${field.pointer}/checks/${i}/value`;
      if (check.value > limit)
        error(
          pointer,
          `minLength ${check.value} of "${field.key}" is beyond the partner's characterLimit of ${limit}`,
        );
      else if (Number.isFinite(longest) && check.value > longest)
        error(
          pointer,
          `minLength ${check.value} of "${field.key}" is above its longest answer of ${longest} characters, so no answer passes`,
        );
    });
  }
  return problems;
};
