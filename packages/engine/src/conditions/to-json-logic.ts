import jsonLogic, { type RulesLogic } from 'json-logic-js';
import type { Condition } from '../config/condition.schema.ts';
import { isAnswered, toNumber } from './answers.ts';
import { isAll, isAny, isNot } from './condition-guards.ts';

/*
 * json-logic has no "answered" test and its comparisons coerce "" to 0, so the spec's operators
 * that need other semantics are custom operations. Registered once, on first import.
 */
const compare = (test: (a: number, b: number) => boolean) => (value: unknown, target: unknown) => {
  const a = toNumber(value);
  const b = toNumber(target);
  return !Number.isNaN(a) && !Number.isNaN(b) && test(a, b);
};
jsonLogic.add_operation('admit_answered', isAnswered);
jsonLogic.add_operation(
  'admit_lt',
  compare((a, b) => a < b),
);
jsonLogic.add_operation(
  'admit_lte',
  compare((a, b) => a <= b),
);
jsonLogic.add_operation(
  'admit_gt',
  compare((a, b) => a > b),
);
jsonLogic.add_operation(
  'admit_gte',
  compare((a, b) => a >= b),
);

const asList = (target: unknown): unknown[] => (Array.isArray(target) ? target : [target]);

/** Translates a condition into a json-logic rule over the answers object. */
export function toJsonLogic(condition: Condition): RulesLogic {
  if (isAll(condition)) return { and: condition.all.map(toJsonLogic) } as RulesLogic;
  if (isAny(condition)) return { or: condition.any.map(toJsonLogic) } as RulesLogic;
  if (isNot(condition)) return { '!': [toJsonLogic(condition.not)] } as RulesLogic;
  const value = { var: condition.valueKey };
  const { target } = condition;
  switch (condition.operator) {
    case 'equals':
      return { '===': [value, target] } as RulesLogic;
    case 'notEquals':
      return { '!==': [value, target] } as RulesLogic;
    case 'in':
      return { in: [value, asList(target)] } as RulesLogic;
    case 'notIn':
      return { '!': [{ in: [value, asList(target)] }] } as RulesLogic;
    case 'answered':
      return { admit_answered: [value] } as unknown as RulesLogic;
    case 'notAnswered':
      return { '!': [{ admit_answered: [value] }] } as unknown as RulesLogic;
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return { [`admit_${condition.operator}`]: [value, target] } as unknown as RulesLogic;
  }
}

/** Evaluates a compiled json-logic rule against answers; always a boolean. */
export const applyLogic = (
  logic: RulesLogic,
  answers: Readonly<Record<string, unknown>>,
): boolean => Boolean(jsonLogic.apply(logic, answers));
