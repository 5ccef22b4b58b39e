import type { Condition } from '../config/condition.schema.ts';
import { isAll, isAny, isNot } from './condition-guards.ts';

/** A JSON Schema object, as built for ajv. */
export type JsonSchema = Record<string, unknown>;

const on = (key: string, schema: JsonSchema): JsonSchema => ({
  required: [key],
  properties: { [key]: schema },
});

/**
 * Translates a condition into a JSON Schema over the answers object with exactly the semantics of
 * the json-logic translation (tests run both on the same cases). `answered` and numeric comparisons
 * use the engine's `admitAnswered` and `admitCompare` keywords, which read answers as json-logic's
 * custom operations do.
 */
export function toJsonSchema(condition: Condition): JsonSchema {
  if (isAll(condition)) return { allOf: condition.all.map(toJsonSchema) };
  if (isAny(condition)) return { anyOf: condition.any.map(toJsonSchema) };
  if (isNot(condition)) return { not: toJsonSchema(condition.not) };
  const { valueKey: key, target } = condition;
  switch (condition.operator) {
    case 'equals':
      return on(key, { const: target });
    case 'notEquals':
      return { not: on(key, { const: target }) };
    case 'in':
      return on(key, { enum: Array.isArray(target) ? target : [target] });
    case 'notIn':
      return { not: on(key, { enum: Array.isArray(target) ? target : [target] }) };
    case 'answered':
      return on(key, { admitAnswered: true });
    case 'notAnswered':
      return { not: on(key, { admitAnswered: true }) };
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return on(key, { admitCompare: { op: condition.operator, value: target } });
  }
}
