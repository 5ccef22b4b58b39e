import {
  DEFAULT_REQUIRED_MESSAGE_IDS,
  LABEL_PLACEHOLDER,
  type RequiredWording,
} from '../config/required-message-defaults.ts';
import type { RequiredMessages } from '../config/required-messages.schema.ts';
import { ENGLISH_ENGINE_TEXTS, type EngineTexts } from '../texts/engine-texts.ts';

/**
 * A label is a question or a sentence ("When do you plan to start?", "I agree to the terms.")
 * when it has a "?" or ends with "." or "!" (a closing bracket or quote after it aside); otherwise
 * it names the answer ("First Name"), and an instruction can take it as its object.
 */
export const isQuestionLabel = (label: string): boolean =>
  label.includes('?') || /[.!]["'”’)\]]*\s*$/.test(label);

/**
 * The message of a required question left empty that has no message of its own: the partner's
 * template for its kind of answer (or the product's, in the language of `texts`), with the label
 * in place of `{label}`. Empty for an empty label: such a question must have its own message
 * (config-lint says so).
 */
export function defaultRequiredMessage(
  label: string,
  wording: RequiredWording,
  templates: RequiredMessages | undefined,
  texts: EngineTexts = ENGLISH_ENGINE_TEXTS,
): string {
  const text = label.trim();
  if (text === '') return '';
  const form = isQuestionLabel(text) ? 'question' : 'name';
  const template = templates?.[wording]?.[form];
  return template
    ? template.replaceAll(LABEL_PLACEHOLDER, () => text)
    : texts.text(DEFAULT_REQUIRED_MESSAGE_IDS[wording][form], { label: text });
}
