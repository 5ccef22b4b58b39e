import { isAnswered, type Answers } from '../conditions/answers.ts';
import type { FieldModel } from '../model/form-model.ts';
import {
  CHECKED_MARKER,
  UNCHECKED_MARKER,
  type PrintChoice,
  type PrintLayout,
} from './print-types.ts';

/*
 * The words of a question's print text, shared by the node types that print one (each node type's
 * own `printText` picks which applies).
 */

/** What one question prints: its answer as text, and its marked choices (a radio's options). */
export interface FieldPrint {
  display: string;
  choices?: PrintChoice[];
  layout?: PrintLayout;
}

/** Whether a stored check answer is ticked (older answers may hold the text "true"). */
export const isTickedAnswer = (value: unknown): boolean => value === true || value === 'true';

/** A check box as a marked choice. */
export const checkChoice = (label: string, value: unknown): PrintChoice => {
  const chosen = isTickedAnswer(value);
  return { label, marker: chosen ? CHECKED_MARKER : UNCHECKED_MARKER, chosen };
};

/** An answer as text, or undefined when it is empty. */
export const answerText = (value: unknown): string | undefined =>
  isAnswered(value) && String(value).trim() !== '' ? String(value) : undefined;

/** A plain answer as a print text. */
export const plainPrint = (value: unknown): FieldPrint | undefined => {
  const display = answerText(value);
  return display === undefined ? undefined : { display };
};

/** A select's or radio's answer as text: its `_desc`, else its option's label, else the value. */
export function choiceLabel(field: FieldModel, answers: Answers): string | undefined {
  const value = answerText(answers[field.key]);
  if (value === undefined) return undefined;
  const desc = field.descKey ? answerText(answers[field.descKey]) : undefined;
  if (desc !== undefined) return desc;
  const options = field.options ?? field.optionsByAnswer?.[String(answers[field.controller ?? ''])];
  return options?.find((option) => option.value === value)?.label ?? value;
}

/** A select's answer as a print text (its label). */
export const choicePrint = (field: FieldModel, answers: Answers): FieldPrint | undefined => {
  const display = choiceLabel(field, answers);
  return display === undefined ? undefined : { display };
};
