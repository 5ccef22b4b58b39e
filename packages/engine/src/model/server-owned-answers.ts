import type { AnswerValue, Answers } from '../conditions/answers.ts';
import type { FormModel } from './form-model.ts';

/**
 * Whether the server alone sets `key`'s answer: a file question reads ANSWERED exactly while its
 * converted document exists, so a client never writes it (the server refuses a value for it).
 */
export const isServerOwnedKey = (model: FormModel, key: string): boolean =>
  model.fieldsByKey.get(key)?.kind === 'file';

/** `answers` without the ones the server owns: what a client may send in a save. */
export function withoutServerOwned(model: FormModel, answers: Answers): Answers {
  const kept: Record<string, AnswerValue> = {};
  for (const [key, value] of Object.entries(answers))
    if (!isServerOwnedKey(model, key)) kept[key] = value;
  return kept;
}
