import { isAnswered, type Answers } from '../conditions/answers.ts';
import type { FieldModel } from '../model/form-model.ts';
import { DOCUMENT_ANSWERED } from '../rules/file-rules.ts';
import {
  CHECKED_MARKER,
  RADIO_CHOSEN_MARKER,
  RADIO_OTHER_MARKER,
  UNCHECKED_MARKER,
  choicesDisplay,
  IMAGE_ONLY_SCAN_TEXT,
  documentAttachedText,
  printRadioLayout,
  type DocumentAnswers,
  type PrintChoice,
  type PrintLayout,
} from './print-types.ts';

/** What one question prints: its answer as text, and a radio's marked options. */
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

const textOf = (value: unknown): string | undefined =>
  isAnswered(value) && String(value).trim() !== '' ? String(value) : undefined;

/** A password is never printed (nor shown to staff). */
const isPassword = (field: FieldModel): boolean =>
  field.node.type === 'text' &&
  (field.node.inputType === 'password' || field.node.category === 'password');

/**
 * What a question prints, or undefined when it has no value (or is never printed): a check as
 * `[X]`, a document as its notice (saying so when it is an image-only scan), a select as its label, a radio as every option marked.
 */
export function fieldPrint(
  field: FieldModel,
  answers: Answers,
  documents: DocumentAnswers | undefined,
): FieldPrint | undefined {
  const value = answers[field.key];
  switch (field.kind) {
    case 'check':
      return isTickedAnswer(value) ? { display: CHECKED_MARKER } : undefined;
    case 'file':
      if (documents?.[field.key]?.image_only)
        return { display: `${documentAttachedText(field.key)} (${IMAGE_ONLY_SCAN_TEXT})` };
      return documents?.[field.key] !== undefined || value === DOCUMENT_ANSWERED
        ? { display: documentAttachedText(field.key) }
        : undefined;
    case 'radio':
      return radioPrint(field, answers);
    case 'select':
    case 'dependentSelect': {
      const display = choiceLabel(field, answers);
      return display === undefined ? undefined : { display };
    }
    default: {
      const display = isPassword(field) ? undefined : textOf(value);
      return display === undefined ? undefined : { display };
    }
  }
}

/** A select's or radio's answer as text: its `_desc`, else its option's label, else the value. */
export function choiceLabel(field: FieldModel, answers: Answers): string | undefined {
  const value = textOf(answers[field.key]);
  if (value === undefined) return undefined;
  const desc = field.descKey ? textOf(answers[field.descKey]) : undefined;
  if (desc !== undefined) return desc;
  const options = field.options ?? field.optionsByAnswer?.[String(answers[field.controller ?? ''])];
  return options?.find((option) => option.value === value)?.label ?? value;
}

/**
 * A radio prints every option with the chosen one marked (the spec's service layout lays radio
 * options out, in columns past 2). An answer that is none of its options prints as text.
 */
function radioPrint(field: FieldModel, answers: Answers): FieldPrint | undefined {
  const value = textOf(answers[field.key]);
  if (value === undefined) return undefined;
  const options = (field.options ?? []).filter((option) => option.value !== '');
  if (!options.some((option) => option.value === value))
    return { display: choiceLabel(field, answers)! };
  const choices = options.map((option) => {
    const chosen = option.value === value;
    return {
      label: option.label,
      marker: chosen ? RADIO_CHOSEN_MARKER : RADIO_OTHER_MARKER,
      chosen,
    };
  });
  return { display: choicesDisplay(choices), choices, layout: printRadioLayout(options.length) };
}
