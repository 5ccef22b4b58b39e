import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { writtenFields } from './written-fields.ts';

/**
 * Pattern checks: the regular expression must compile as the validators compile it (JavaScript,
 * unicode flag), or the web build and the server fail on it; one without `^` and `$` matches any
 * answer that merely contains a match, which is rarely meant (warning).
 */
export const checkPatterns: ConfigCheck = (_config, model) => {
  const problems: ConfigProblem[] = [];
  for (const field of writtenFields(model)) {
    (field.node.checks ?? []).forEach((check, i) => {
      if (check.type !== 'pattern') return;
      const pointer = `${field.pointer}/checks/${i}/pattern`;
      try {
        new RegExp(check.pattern, 'u');
      } catch (error) {
        const reason = (error as Error).message.replace(/^Invalid regular expression: /, '');
        problems.push({
          severity: 'error',
          pointer,
          message: `pattern of "${field.key}" is not a valid regular expression: ${reason}`,
          rule: 'pattern',
        });
        return;
      }
      if (!check.pattern.startsWith('^') || !check.pattern.endsWith('$'))
        problems.push({
          severity: 'warning',
          pointer,
          message: `pattern of "${field.key}" is not anchored with ^ and $: it accepts any answer that merely contains a match`,
          rule: 'pattern-anchor',
        });
    });
  }
  return problems;
};
