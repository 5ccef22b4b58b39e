import type { RulesLogic } from 'json-logic-js';
import { conditionKeys } from '../conditions/condition-guards.ts';
import { applyLogic, toJsonLogic } from '../conditions/to-json-logic.ts';
import type { RequirementCase } from '../model/form-model.ts';

const compiled = new WeakMap<readonly RequirementCase[], (RulesLogic | true)[]>();

function compile(cases: readonly RequirementCase[]): (RulesLogic | true)[] {
  let logic = compiled.get(cases);
  if (!logic) {
    logic = cases.map((c) => (c.when === undefined ? true : toJsonLogic(c.when)));
    compiled.set(cases, logic);
  }
  return logic;
}

/**
 * Whether a question (or checkbox group) is required with these answers: one of its requirement
 * cases is unconditional or its `when` holds. A question made required by a rule (a phone while no
 * other phone is given) is required exactly while the rule holds, as validation sees it.
 */
export const isRequiredNow = (
  cases: readonly RequirementCase[],
  answers: Readonly<Record<string, unknown>>,
): boolean => compile(cases).some((logic) => logic === true || applyLogic(logic, answers));

/** The answer keys whose change can flip isRequiredNow for these cases. */
export const requirementKeys = (cases: readonly RequirementCase[]): string[] => [
  ...new Set(cases.flatMap((c) => (c.when === undefined ? [] : conditionKeys(c.when)))),
];
