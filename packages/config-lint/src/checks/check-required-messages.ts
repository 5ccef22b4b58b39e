import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { nearestPointer } from '@admit/engine';

/**
 * A required question (or checkbox group) must have something to say when it is missing. Without
 * a `requiredMessage` its message is made from its label ("Enter {label}", see
 * `partner.requiredMessages`), and an empty label makes none: such a question needs a
 * `requiredMessage`.
 */
export const checkRequiredMessages: ConfigCheck = (config, model) => {
  const problems = new Map<string, ConfigProblem>();
  const check = (pointer: string, what: string, messages: readonly string[]) => {
    const at = nearestPointer(config, pointer);
    if (problems.has(at) || !messages.some((m) => m.trim() === '')) return;
    problems.set(at, {
      severity: 'error',
      pointer: at,
      message: `${what} is required but has no message: give it a label or a requiredMessage`,
      rule: 'required-message',
    });
  };
  for (const field of model.fields)
    check(
      field.pointer,
      `question "${field.key}"`,
      field.required.map((c) => c.message),
    );
  for (const group of model.groups)
    check(
      group.pointer,
      `checkbox group "${group.id}"`,
      group.required.map((c) => c.message),
    );
  return [...problems.values()];
};
