import type { Condition } from '../config/condition.schema.ts';
import { isAll, isAny, isNot } from './condition-guards.ts';

/** A JSON Schema object, as built for ajv. */
export type JsonSchema = Record<string, unknown>;

/**
 * Translates a condition into a JSON Schema over the answers object. Each leaf becomes the
 * engine's `admitCondition` keyword, which calls the same operator table as visibility does, so
 * the two cannot mean different things.
 */
export function toJsonSchema(condition: Condition): JsonSchema {
  if (isAll(condition)) return { allOf: condition.all.map(toJsonSchema) };
  if (isAny(condition)) return { anyOf: condition.any.map(toJsonSchema) };
  if (isNot(condition)) return { not: toJsonSchema(condition.not) };
  const { valueKey: key, operator: op, target } = condition;
  return { admitCondition: { key, op, target: target ?? null } };
}
