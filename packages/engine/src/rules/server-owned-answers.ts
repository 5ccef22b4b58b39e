import type { AnswerValue, Answers } from '../conditions/answers.ts';
import type { FormModel } from '../compile/form-model.ts';
import { holdsDocument } from '../node-type/node-type.ts';

/**
 * Whether the server alone sets `key`'s answer: a question whose node type holds a document
 * (`holdsDocument`) reads ANSWERED exactly while its converted document exists, so a client never
 * writes it (the server refuses a value for it).
 */
export function isServerOwnedKey(model: FormModel, key: string): boolean {
  const field = model.fieldsByKey.get(key);
  return field !== undefined && holdsDocument(model.nodeTypes, field.kind);
}

/** `answers` without the ones the server owns: what a client may send in a save. */
export function withoutServerOwned(model: FormModel, answers: Answers): Answers {
  const kept: Record<string, AnswerValue> = {};
  for (const [key, value] of Object.entries(answers))
    if (!isServerOwnedKey(model, key)) kept[key] = value;
  return kept;
}
