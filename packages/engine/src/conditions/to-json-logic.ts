import jsonLogic, { type RulesLogic } from 'json-logic-js';
import type { Condition } from '../config/condition.schema.ts';
import { toNumber } from './answers.ts';
import { isAll, isAny, isNot } from './condition-guards.ts';
import { OPERATORS } from './operators.ts';

/*
 * Every operator is a custom json-logic operation calling the engine's operator table (json-logic's
 * own comparisons coerce "" to 0 and it has no "answered" test). Registered once, on first import.
 */
for (const [operator, test] of Object.entries(OPERATORS))
  jsonLogic.add_operation(`admit_${operator}`, (value: unknown, target: unknown) =>
    test(value ?? null, target ?? null, toNumber),
  );

/** Translates a condition into a json-logic rule over the answers object. */
export function toJsonLogic(condition: Condition): RulesLogic {
  if (isAll(condition)) return { and: condition.all.map(toJsonLogic) } as RulesLogic;
  if (isAny(condition)) return { or: condition.any.map(toJsonLogic) } as RulesLogic;
  if (isNot(condition)) return { '!': [toJsonLogic(condition.not)] } as RulesLogic;
  const operation = `admit_${condition.operator}`;
  return {
    [operation]: [{ var: condition.valueKey }, condition.target ?? null],
  } as unknown as RulesLogic;
}

/** Evaluates a compiled json-logic rule against answers; always a boolean. */
export const applyLogic = (
  logic: RulesLogic,
  answers: Readonly<Record<string, unknown>>,
): boolean => Boolean(jsonLogic.apply(logic, answers));
