import {
  DEFAULT_REQUIRED_MESSAGES,
  LABEL_PLACEHOLDER,
  type RequiredWording,
} from '../config/required-message-defaults.ts';
import type { RequiredMessages } from '../config/required-messages.schema.ts';

/**
 * A label is a question or a sentence ("When do you plan to start?", "I agree to the terms.")
 * when it has a "?" or ends with "." or "!" (a closing bracket or quote after it aside); otherwise
 * it names the answer ("First Name"), and an instruction can take it as its object.
 */
export const isQuestionLabel = (label: string): boolean =>
  label.includes('?') || /[.!]["'”’)\]]*\s*$/.test(label);

/**
 * The message of a required question left empty that has no message of its own: the partner's
 * template for its kind of answer (or the product's), with the label in place of `{label}`. Empty
 * for an empty label: such a question must have its own message (config-lint says so).
 */
export function defaultRequiredMessage(
  label: string,
  wording: RequiredWording,
  templates: RequiredMessages | undefined,
): string {
  const text = label.trim();
  if (text === '') return '';
  const form = isQuestionLabel(text) ? 'question' : 'name';
  const template = templates?.[wording]?.[form] ?? DEFAULT_REQUIRED_MESSAGES[wording][form];
  return template.replaceAll(LABEL_PLACEHOLDER, () => text);
}
