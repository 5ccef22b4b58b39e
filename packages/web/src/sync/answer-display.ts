import type { AnswerValue, FormModel } from '@admit/engine';
import { syncMessages } from './sync-messages.ts';

/** The question an answer key belongs to: its label, or the key when the form has no such question. */
export function questionLabel(model: FormModel, key: string): string {
  const field = model.fields.find((f) => f.key === key || f.descKey === key);
  return field ? [...field.context.slice(1), field.label].join(': ') : key;
}

/** An answer as the applicant reads it: an option's label, a check box's state, or the text. */
export function answerDisplay(model: FormModel, key: string, value: AnswerValue): string {
  if (value === true) return syncMessages.ticked;
  if (value === false) return syncMessages.notTicked;
  if (value === null || value === undefined || value === '') return syncMessages.emptyAnswer;
  const field = model.fields.find((f) => f.key === key);
  const options = [
    ...(field?.options ?? []),
    ...Object.values(field?.optionsByAnswer ?? {}).flat(),
  ];
  return options.find((option) => option.value === value)?.label ?? value;
}
