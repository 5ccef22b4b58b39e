import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { pointerToken } from '@admit/engine';

/** Every text of the config (labels, help, markdown, messages, partner texts) within partner.characterLimit. */
export const checkTextLimits: ConfigCheck = (config) => {
  const limit = config.partner.characterLimit;
  const problems: ConfigProblem[] = [];
  const visit = (value: unknown, pointer: string) => {
    if (typeof value === 'string') {
      if (value.length > limit) {
        problems.push({
          severity: 'error',
          pointer,
          message: `text is ${value.length} characters long, over the character limit of ${limit}`,
          rule: 'text-limit',
        });
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${pointer}/${i}`));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value))
        visit(item, `${pointer}/${pointerToken(key)}`);
    }
  };
  visit(config, '');
  return problems;
};
