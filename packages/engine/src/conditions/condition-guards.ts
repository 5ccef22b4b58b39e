import type { Condition, Rule } from '../config/condition.schema.ts';

/** A single (valueKey, operator, target) rule, as opposed to an all/any/not combination. */
export const isRule = (condition: Condition): condition is Rule => 'valueKey' in condition;
export const isAll = (condition: Condition): condition is { all: Condition[] } =>
  'all' in condition;
export const isAny = (condition: Condition): condition is { any: Condition[] } =>
  'any' in condition;
export const isNot = (condition: Condition): condition is { not: Condition } => 'not' in condition;

/** Every answer key a condition reads, in order of appearance, without repeats. */
export function conditionKeys(condition: Condition, into: string[] = []): string[] {
  if (isRule(condition)) {
    if (!into.includes(condition.valueKey)) into.push(condition.valueKey);
  } else if (isAll(condition)) condition.all.forEach((c) => conditionKeys(c, into));
  else if (isAny(condition)) condition.any.forEach((c) => conditionKeys(c, into));
  else if (isNot(condition)) conditionKeys(condition.not, into);
  return into;
}

/** The same condition with `{prefix}` in every valueKey replaced by a block's prefix. */
export function withPrefix(condition: Condition, prefix: string): Condition {
  if (isRule(condition))
    return { ...condition, valueKey: condition.valueKey.replaceAll('{prefix}', prefix) };
  if (isAll(condition)) return { all: condition.all.map((c) => withPrefix(c, prefix)) };
  if (isAny(condition)) return { any: condition.any.map((c) => withPrefix(c, prefix)) };
  return { not: withPrefix((condition as { not: Condition }).not, prefix) };
}

/** All of the given conditions (undefined when there are none). */
export const allOf = (conditions: readonly (Condition | undefined)[]): Condition | undefined => {
  const present = conditions.filter((c): c is Condition => c !== undefined);
  if (present.length === 0) return undefined;
  return present.length === 1 ? present[0] : { all: present };
};
