import { evaluateVisibility, type AddAnotherCounts, type FormModel } from '@admit/engine';
import type { AnswerMap } from '../../src/store/answers.ts';
// From the file itself, not through test-app.ts: tests outside the server (the staff view's
// comparison with the PDF) build an application without loading the whole server.
import VALID_APPLICATION from '../../../../partner-config/tests/valid-application.json' with { type: 'json' };

/** A long free-text answer within a text area's 1500 characters: wraps over many lines of the PDF. */
export const LONG_ANSWER = Array.from(
  { length: 18 },
  (_, i) => `Sentence ${i + 1} of a long explanation that must wrap without being clipped.`,
).join(' ');

/**
 * A full application for a compiled partner: the valid application of the server tests, every
 * other question answered with a value of its kind (the first option of a choice, a ticked box, a
 * phone number, a date, text naming its key), the name in non-ASCII letters, one long answer, and
 * the residency branch opened so the document questions show. With `addAnother` counts, the
 * questions of the blocks they show keep their answers too.
 */
export function fullApplication(
  model: FormModel,
  overrides: AnswerMap = {},
  addAnother: AddAnotherCounts = {},
): AnswerMap {
  const answers: AnswerMap = {
    ...VALID_APPLICATION,
    first_name: 'Zoë',
    last_name: 'Ñúñez-Łukasiewicz',
    instate_tuition: 'Y',
    instate_tuition_desc: 'Yes',
    ...overrides,
  };
  for (const field of model.fields) {
    if (field.key in answers || field.kind === 'file') continue;
    const inputType = 'inputType' in field.node ? field.node.inputType : undefined;
    switch (field.kind) {
      case 'check':
        answers[field.key] = true;
        break;
      case 'phone':
        answers[field.key] = '(410) 555-0142';
        break;
      case 'select':
      case 'radio':
      case 'dependentSelect': {
        const options = field.options ?? Object.values(field.optionsByAnswer ?? {})[0] ?? [];
        const option = options.find((o) => o.value !== '');
        if (!option) break;
        answers[field.key] = option.value;
        if (field.descKey) answers[field.descKey] = option.label;
        break;
      }
      default:
        answers[field.key] =
          inputType === 'date'
            ? '2001-02-03'
            : inputType === 'textarea'
              ? LONG_ANSWER.slice(0, field.maxLength)
              : `Answer ${field.key.replace(/_/g, ' ')}`.slice(0, field.maxLength);
    }
  }
  // Only answers the form itself would keep: those of hidden questions are cleared.
  const { clear } = evaluateVisibility(model, { answers, addAnother });
  return Object.fromEntries(Object.entries(answers).filter(([key]) => !(key in clear)));
}
