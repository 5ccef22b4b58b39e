import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { LABEL_PLACEHOLDER } from '@admit/engine';

const PLACEHOLDER = /\{[^{}\s]*\}/g;

/**
 * A template of `partner.requiredMessages` must name the question (`{label}`): without it every
 * question of its kind would show the same words, which do not say which answer is missing. Any
 * other placeholder is shown as written, so it is a mistake too.
 */
export const checkRequiredMessageTemplates: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  const add = (pointer: string, message: string) =>
    problems.push({ severity: 'error', pointer, message, rule: 'required-message-template' });
  for (const [wording, forms] of Object.entries(config.partner.requiredMessages ?? {}))
    for (const [form, template] of Object.entries(forms ?? {})) {
      const pointer = `/partner/requiredMessages/${wording}/${form}`;
      if (!template.includes(LABEL_PLACEHOLDER))
        add(pointer, `required-message template does not contain ${LABEL_PLACEHOLDER}`);
      const unknown = (template.match(PLACEHOLDER) ?? []).filter((p) => p !== LABEL_PLACEHOLDER);
      if (unknown.length)
        add(
          pointer,
          `required-message template has ${unknown.join(', ')}; only ${LABEL_PLACEHOLDER} is replaced`,
        );
    }
  return problems;
};
