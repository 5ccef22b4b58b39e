import { type FieldModel, type PartnerConfig, type Rule, toNumber } from '@admit/engine';
import type { Severity } from './config-problem.ts';
import { fieldOptionValues, listValues } from './option-values.ts';

/** What is wrong with a rule's target, given the question it reads. */
export interface TargetProblem {
  severity: Severity;
  message: string;
}

const NUMERIC_OPERATORS = new Set(['lt', 'lte', 'gt', 'gte']);
const show = (value: unknown) => JSON.stringify(value);

/**
 * The problem of a rule's target, if any: a target where none is taken, a missing or non-numeric
 * one, a value of the wrong type for the question, a value none of its options has, or one value
 * where `in`/`notIn` take a list. `field` is
 * the question the rule reads (undefined for an unknown key: only the target's shape is checked).
 */
export function ruleTargetProblem(
  rule: Rule,
  field: FieldModel | undefined,
  config: PartnerConfig,
): TargetProblem | undefined {
  const { operator, target } = rule;
  const key = rule.valueKey;
  if (operator === 'answered' || operator === 'notAnswered') {
    return target === undefined
      ? undefined
      : {
          severity: 'warning',
          message: `"${operator}" takes no target; ${show(target)} is ignored`,
        };
  }
  if (target === undefined) return { severity: 'error', message: `"${operator}" needs a target` };
  if (NUMERIC_OPERATORS.has(operator)) {
    if (Array.isArray(target) || Number.isNaN(toNumber(target))) {
      return {
        severity: 'error',
        message: `"${operator}" needs a number as target, not ${show(target)}`,
      };
    }
    if (field?.valueType === 'boolean')
      return {
        severity: 'error',
        message: `"${key}" stores true or false, so "${operator}" never holds`,
      };
    return undefined;
  }
  if ((operator === 'equals' || operator === 'notEquals') && Array.isArray(target)) {
    return {
      severity: 'error',
      message: `"${operator}" compares with one value; use "${operator === 'equals' ? 'in' : 'notIn'}" for a list`,
    };
  }
  return (
    (field && targetValueProblem(key, targets(target), field, config)) ?? scalarListProblem(rule)
  );
}

const targets = (target: Rule['target']): unknown[] => (Array.isArray(target) ? target : [target]);

/** A target value the question cannot hold: of the wrong type, or not one of its options. */
function targetValueProblem(
  key: string,
  values: unknown[],
  field: FieldModel,
  config: PartnerConfig,
): TargetProblem | undefined {
  if (field.valueType === 'boolean') {
    const wrong = values.filter((t) => typeof t !== 'boolean');
    return wrong.length
      ? { severity: 'error', message: `"${key}" stores true or false, not ${listValues(wrong)}` }
      : undefined;
  }
  const wrongType = values.filter((t) => typeof t !== 'string');
  if (wrongType.length)
    return { severity: 'error', message: `"${key}" stores text, not ${listValues(wrongType)}` };
  const options = fieldOptionValues(field, config);
  const missing = options ? values.filter((t) => !options.includes(t as string)) : [];
  if (!options || missing.length === 0) return undefined;
  const what = missing.length === 1 ? 'is not an option value' : 'are not option values';
  return {
    severity: 'error',
    message: `${listValues(missing)} ${what} of "${key}" (valid: ${listValues(options)})`,
  };
}

/**
 * `in` and `notIn` are documented to take a list. One value alone works only because both
 * evaluators read a scalar as a one-value list: a warning, so the config says what it means.
 */
function scalarListProblem({ operator, target }: Rule): TargetProblem | undefined {
  if ((operator !== 'in' && operator !== 'notIn') || Array.isArray(target)) return undefined;
  const single = operator === 'in' ? 'equals' : 'notEquals';
  return {
    severity: 'warning',
    message: `"${operator}" takes a list of values: write [${show(target)}], or use "${single}" for one value`,
  };
}
