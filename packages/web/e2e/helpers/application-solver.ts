import {
  applyAnswerChange,
  dateOfBound,
  effectiveChecks,
  evaluateVisibility,
  type AnswerValue,
  type Answers,
  type EvaluationContext,
  type FieldModel,
  type FormModel,
  type Option,
} from '@admit/engine';
import { INTERNATIONAL_PHONE_PATTERN } from '../../../node-types/src/phone/phone.ts';

/**
 * Chooses answers for a partner's form from its own data, so the journeys need no partner words:
 * a choice takes the option that opens the most questions (walking into every conditional chain),
 * any other answer is made to pass the question's checks.
 */
export interface SolverState {
  answers: Record<string, AnswerValue>;
  addAnother: Record<string, number>;
  tabs: Record<string, string>;
}

export const newSolverState = (): SolverState => ({ answers: {}, addAnother: {}, tabs: {} });

export const contextOf = (state: SolverState): EvaluationContext => ({
  answers: state.answers,
  addAnother: state.addAnother,
  tabs: state.tabs,
});

/** Records an answer the way the app does (dependent resets and clearing of hidden answers). */
export function record(model: FormModel, state: SolverState, patch: Answers): void {
  Object.assign(state.answers, applyAnswerChange(model, contextOf(state), patch));
}

/** The options a choice offers now. */
export const optionsOf = (field: FieldModel, answers: Answers): Option[] =>
  (
    field.options ??
    field.optionsByAnswer?.[String(answers[field.controller ?? ''] ?? '')] ??
    []
  ).filter((option) => option.value !== '');

const visibleCount = (model: FormModel, state: SolverState, patch: Answers, pageId: string) => {
  const answers = { ...state.answers, ...applyAnswerChange(model, contextOf(state), patch) };
  const page = model.pages.find((p) => p.id === pageId)!;
  return evaluateVisibility(model, { ...contextOf(state), answers }, page.fields).visible.size;
};

/** The option that opens the most questions on the page (the first on a tie). */
export function branchOpeningOption(
  model: FormModel,
  state: SolverState,
  field: FieldModel,
): Option | undefined {
  let best: Option | undefined;
  let most = -1;
  for (const option of optionsOf(field, state.answers)) {
    const count = visibleCount(model, state, { [field.key]: option.value }, field.pageId);
    if (count > most) [best, most] = [option, count];
  }
  return best;
}

const addYears = (iso: string, years: number) =>
  `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;

/** A date that passes the field's date ranges: the middle of the narrowest range, else 2005-06-15. */
function dateFor(model: FormModel, field: FieldModel, today: Date): string {
  let min = '1900-01-01';
  let max = '2100-12-31';
  for (const check of effectiveChecks(model, field)) {
    if (check.type !== 'dateRange') continue;
    if (check.min) min = [min, dateOfBound(check.min, today)].sort().at(-1)!;
    if (check.max) max = [max, dateOfBound(check.max, today)].sort()[0]!;
  }
  if (min === '1900-01-01' && max === '2100-12-31') return '2005-06-15';
  if (min === '1900-01-01') return addYears(max, -1);
  if (max === '2100-12-31') return addYears(min, 1);
  const middle = new Date((Date.parse(min) + Date.parse(max)) / 2);
  return middle.toISOString().slice(0, 10);
}

/** A text answer that passes the field's checks. */
function textFor(model: FormModel, field: FieldModel, state: SolverState, today: Date): string {
  const node = field.node as { inputType?: string; category?: string; international?: boolean };
  const checks = effectiveChecks(model, field);
  if (node.inputType === 'date') return dateFor(model, field, today);
  if (field.kind === 'phone')
    return node.international ||
      checks.some((c) => c.type === 'pattern' && c.pattern === INTERNATIONAL_PHONE_PATTERN)
      ? '+44 20 7946 0958'
      : '(410) 555-0142';
  if (node.category === 'ssn') return '123-45-6789';
  const same = checks.find((c) => c.type === 'sameAs');
  if (same && same.type === 'sameAs') return String(state.answers[same.otherKey] ?? '');
  if (checks.some((c) => c.type === 'email')) return 'applicant@example.edu';
  const number = checks.find((c) => c.type === 'number');
  if (number && number.type === 'number') return String(number.minimum ?? 1);
  const pattern = checks.find((c) => c.type === 'pattern');
  if (pattern && pattern.type === 'pattern') {
    for (const candidate of ['3.5', '12345', '1712', 'A12345678', '123456789', '2020'])
      if (new RegExp(pattern.pattern, 'u').test(candidate)) return candidate;
  }
  const minLength = checks.find((c) => c.type === 'minLength');
  const base = `Answer for ${field.label}`.slice(0, field.maxLength ?? 45);
  return minLength && minLength.type === 'minLength' && base.length < minLength.value
    ? base.padEnd(minLength.value, 'x')
    : base;
}

/** What to answer a question with (files and lookups are answered by the journey itself). */
export function answerFor(
  model: FormModel,
  field: FieldModel,
  state: SolverState,
  today = new Date(),
): AnswerValue {
  switch (field.kind) {
    case 'check':
      return true;
    case 'select':
    case 'radio':
    case 'dependentSelect':
      return branchOpeningOption(model, state, field)?.value ?? '';
    default:
      return textFor(model, field, state, today);
  }
}
