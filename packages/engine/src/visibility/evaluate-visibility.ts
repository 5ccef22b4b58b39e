import { isAnswered } from '../conditions/answers.ts';
import type { FieldModel } from '../model/form-model.ts';
import type { FormModel } from '../compile/form-model.ts';
import type { AnswerPatch, EvaluationContext } from '../conditions/evaluation-context.ts';
import { guardsHold } from './guard-evaluator.ts';

/** The outcome of a visibility pass. */
export interface VisibilityResult {
  /** Keys of the fields shown. */
  visible: ReadonlySet<string>;
  /** Answers to clear: hidden fields that still hold a value, and their `_desc` companions. */
  clear: AnswerPatch;
}

/** The value a cleared answer gets: "" for text, false for a check box. */
export const emptyValue = (field: FieldModel): string | boolean =>
  field.valueType === 'boolean' ? false : '';

/** Whether one field is shown for the given answers, counts and tabs. */
export const isFieldVisible = (
  model: FormModel,
  field: FieldModel,
  context: EvaluationContext,
): boolean => guardsHold(model, field.guards, context);

/**
 * Computes which fields are shown and which answers must be cleared because their field is hidden.
 * Clearing can hide further fields (a chain), so it repeats until nothing changes.
 */
export function evaluateVisibility(
  model: FormModel,
  context: EvaluationContext,
  fields: readonly FieldModel[] = model.fields,
): VisibilityResult {
  const clear: AnswerPatch = {};
  let answers = context.answers;
  for (let pass = 0; pass <= fields.length; pass++) {
    const visible = new Set<string>();
    let changed = false;
    const ctx = { ...context, answers };
    for (const field of fields) {
      if (isFieldVisible(model, field, ctx)) {
        visible.add(field.key);
        continue;
      }
      if (isAnswered(answers[field.key]) || (field.descKey && isAnswered(answers[field.descKey]))) {
        clear[field.key] = emptyValue(field);
        if (field.descKey) clear[field.descKey] = '';
        changed = true;
      }
    }
    if (!changed) return { visible, clear };
    answers = { ...answers, ...clear };
  }
  throw new Error('Visibility did not settle; the config checks report condition cycles.');
}

/** Dependent selects whose controller changed between two answer sets: they and their `_desc` clear. */
export function dependentClears(
  model: FormModel,
  before: EvaluationContext['answers'],
  after: EvaluationContext['answers'],
): AnswerPatch {
  const clear: AnswerPatch = {};
  for (const field of model.fields) {
    if (!field.controller) continue;
    if ((before[field.controller] ?? '') === (after[field.controller] ?? '')) continue;
    if (isAnswered(after[field.key]) || (field.descKey && isAnswered(after[field.descKey]))) {
      clear[field.key] = '';
      if (field.descKey) clear[field.descKey] = '';
    }
  }
  return clear;
}

/**
 * Applies a change to the answers the way the form does: the change itself, then dependent-select
 * resets, then clearing of whatever the change hid. Returns everything that changed.
 */
export function applyAnswerChange(
  model: FormModel,
  context: EvaluationContext,
  change: AnswerPatch,
): AnswerPatch {
  const changed = { ...context.answers, ...change };
  const resets = dependentClears(model, context.answers, changed);
  const afterResets = { ...changed, ...resets };
  const { clear } = evaluateVisibility(model, { ...context, answers: afterResets });
  return { ...change, ...resets, ...clear };
}
