import type { Check } from '../config/check.schema.ts';
import type { FieldModel } from '../model/form-model.ts';
import { ENGLISH_ENGINE_TEXTS, type EngineTexts } from '../texts/engine-texts.ts';

type MaxLengthCheck = Extract<Check, { type: 'maxLength' }>;

/** An answer's length as the validator counts it: in code points, as ajv's maxLength counts. */
export const answerLength = (text: string): number => Array.from(text).length;

/** The longest text answer a key takes, and what a longer one is told. */
export interface LengthLimit {
  max: number;
  message: string;
}

/**
 * What a text answer longer than the partner's characterLimit is told (a key without its own
 * limit), in the language of `texts`.
 */
export const characterLimitMessage = (
  limit: number,
  texts: EngineTexts = ENGLISH_ENGINE_TEXTS,
): string => texts.text('validation.characterLimit', { limit });

/**
 * The longest answer of a key: its question's own maxLength check, as the validator applies it
 * (the node type's default included, with its message), else the partner's characterLimit (a
 * `<key>_desc`, a select's or a date's text).
 */
export function lengthLimitOf(
  field: FieldModel | undefined,
  characterLimit: number,
  texts: EngineTexts = ENGLISH_ENGINE_TEXTS,
): LengthLimit {
  const own = field?.checks.find((check): check is MaxLengthCheck => check.type === 'maxLength');
  return own
    ? { max: own.value, message: own.message }
    : { max: characterLimit, message: characterLimitMessage(characterLimit, texts) };
}

/** What a text answer too long for its key is told (in the language of `texts`), or undefined when it fits. */
export function tooLongMessage(
  field: FieldModel | undefined,
  characterLimit: number,
  text: string,
  texts: EngineTexts = ENGLISH_ENGINE_TEXTS,
): string | undefined {
  const limit = lengthLimitOf(field, characterLimit, texts);
  return answerLength(text) > limit.max ? limit.message : undefined;
}
