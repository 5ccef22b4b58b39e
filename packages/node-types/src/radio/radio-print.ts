import {
  RADIO_CHOSEN_MARKER,
  RADIO_OTHER_MARKER,
  answerText,
  choiceLabel,
  choicesDisplay,
  type Answers,
  type FieldModel,
  type FieldPrint,
} from '@admit/engine';

/** Radio options print side by side; more than 2 options print in columns (spec section 2). */
export const printRadioLayout = (optionsCount: number): 'columns' | 'row' =>
  optionsCount > 2 ? 'columns' : 'row';

/**
 * A radio prints every option with the chosen one marked (the spec's service layout lays radio
 * options out, in columns past 2). An answer that is none of its options prints as text.
 */
export function radioPrint(field: FieldModel, answers: Answers): FieldPrint | undefined {
  const value = answerText(answers[field.key]);
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
