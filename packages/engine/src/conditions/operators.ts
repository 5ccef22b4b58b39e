import type { Operator } from '../config/condition.schema.ts';

/** Reads an answer as a number (numeric text included; anything else is NaN). */
export type NumberReader = (value: unknown) => number;

/**
 * How an operator compares an answer (`null` when there is none) with a condition's target;
 * comparisons read numbers with `toNumber` (the engine's one reading of numeric answers).
 *
 * Each function must stand on its own (use nothing from outside its body but its parameters):
 * validation writes its source into the standalone validators the browser runs.
 */
export type OperatorTest = (value: unknown, target: unknown, toNumber: NumberReader) => boolean;

/**
 * The condition operators, each defined once. Visibility (json-logic) and validation (ajv) both
 * call these functions, so a condition means the same on the page and in the server's checks.
 * A comparison with something that is not a number is false.
 */
export const OPERATORS: Readonly<Record<Operator, OperatorTest>> = {
  equals: (value, target) => value === target,
  notEquals: (value, target) => value !== target,
  in: (value, target) => (Array.isArray(target) ? target : [target]).includes(value),
  notIn: (value, target) => !(Array.isArray(target) ? target : [target]).includes(value),
  answered: (value) => value !== undefined && value !== null && value !== '' && value !== false,
  notAnswered: (value) => value === undefined || value === null || value === '' || value === false,
  lt: (value, target, toNumber) => toNumber(value) < toNumber(target),
  lte: (value, target, toNumber) => toNumber(value) <= toNumber(target),
  gt: (value, target, toNumber) => toNumber(value) > toNumber(target),
  gte: (value, target, toNumber) => toNumber(value) >= toNumber(target),
};
