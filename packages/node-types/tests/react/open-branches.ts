/*
 * A generic way to open as many of a page's conditional branches as its conditions allow (the
 * benchmarks' bench page opens every branch with it too: plain code, it runs in Node).
 */
import {
  evaluateVisibility,
  isAll,
  isAny,
  isNot,
  isRule,
  type AnswerValue,
  type Answers,
  type Condition,
  type EvaluationContext,
  type FormModel,
  type PageModel,
} from '@admit/engine';

/** Answers that could make a condition hold, per answer key. */
function collectCandidates(condition: Condition, into: Map<string, AnswerValue[]>): void {
  if (isAll(condition)) return condition.all.forEach((c) => collectCandidates(c, into));
  if (isAny(condition)) return condition.any.forEach((c) => collectCandidates(c, into));
  if (isNot(condition)) return collectCandidates(condition.not, into);
  if (!isRule(condition)) return;
  const targets = Array.isArray(condition.target) ? condition.target : [condition.target];
  const values: AnswerValue[] = [];
  for (const target of targets) {
    if (target === undefined) values.push('answered');
    else if (typeof target === 'number') values.push(String(target), String(target + 1));
    else values.push(target);
  }
  if (condition.operator.startsWith('not') || condition.operator === 'answered')
    values.push('other');
  into.set(condition.valueKey, [...(into.get(condition.valueKey) ?? []), ...values]);
}

/**
 * Answers, add-another counts (every group at its maximum) and tabs that open as many of the
 * page's branches as its conditions allow: greedily, per controlling answer, the candidate value
 * that shows the most fields.
 */
export function openAllBranches(model: FormModel, page: PageModel): EvaluationContext {
  const candidates = new Map<string, AnswerValue[]>();
  for (const field of page.fields) {
    for (const guard of field.guards)
      if (guard.type === 'condition') collectCandidates(guard.condition, candidates);
    if (field.controller && field.optionsByAnswer)
      candidates.set(field.controller, [
        ...(candidates.get(field.controller) ?? []),
        ...Object.keys(field.optionsByAnswer),
      ]);
  }
  const addAnother = Object.fromEntries(
    model.addAnother.filter((a) => a.pageId === page.id).map((a) => [a.buttonId, a.max]),
  );
  const shown = (answers: Answers) =>
    evaluateVisibility(model, { answers, addAnother }, page.fields).visible.size;
  let answers: Answers = {};
  for (let pass = 0; pass < 3; pass++) {
    for (const [key, values] of candidates) {
      let best = shown(answers);
      for (const value of values) {
        const trial = { ...answers, [key]: value };
        const count = shown(trial);
        if (count > best) [answers, best] = [trial, count];
      }
    }
  }
  const { clear } = evaluateVisibility(model, { answers, addAnother }, page.fields);
  return { answers: { ...answers, ...clear }, addAnother };
}
