import { describe, expect, it } from 'vitest';
import {
  applyLogic,
  conditionKeys,
  toJsonLogic,
  withPrefix,
  type Condition,
} from '../../src/index.ts';

/** A condition's verdict on answers, as visibility computes it (json-logic). */
const evaluateCondition = (condition: Condition, answers: Readonly<Record<string, unknown>>) =>
  applyLogic(toJsonLogic(condition), answers);

const rule = (operator: string, target?: unknown): Condition =>
  ({ valueKey: 'x', operator, ...(target === undefined ? {} : { target }) }) as Condition;

describe('evaluateCondition', () => {
  const cases: [string, Condition, Record<string, unknown>, boolean][] = [
    ['equals matches the same value', rule('equals', 'Y'), { x: 'Y' }, true],
    ['equals does not coerce types', rule('equals', 1), { x: '1' }, false],
    ['equals is false for a missing answer', rule('equals', 'Y'), {}, false],
    ['notEquals holds for another value', rule('notEquals', 'Y'), { x: 'N' }, true],
    ['notEquals holds for a missing answer', rule('notEquals', 'Y'), {}, true],
    ['notEquals fails for the same value', rule('notEquals', 'Y'), { x: 'Y' }, false],
    ['lt compares numeric text as numbers', rule('lt', 10), { x: '9' }, true],
    ['lt fails at the target', rule('lt', 10), { x: '10' }, false],
    ['lt never matches an empty answer', rule('lt', 10), { x: '' }, false],
    ['lt never matches non-numeric text', rule('lt', 10), { x: 'abc' }, false],
    ['lte holds at the target', rule('lte', 10), { x: '10' }, true],
    ['gt holds above the target', rule('gt', 10), { x: '10.5' }, true],
    ['gt fails at the target', rule('gt', 10), { x: '10' }, false],
    ['gte holds at the target', rule('gte', 10), { x: 10 }, true],
    ['gte never matches a missing answer', rule('gte', 0), {}, false],
    ['answered holds for text', rule('answered'), { x: 'a' }, true],
    ['answered holds for true', rule('answered'), { x: true }, true],
    ['answered fails for an empty string', rule('answered'), { x: '' }, false],
    ['answered fails for false', rule('answered'), { x: false }, false],
    ['answered fails for null', rule('answered'), { x: null }, false],
    ['notAnswered holds for a missing answer', rule('notAnswered'), {}, true],
    ['notAnswered fails for text', rule('notAnswered'), { x: 'a' }, false],
    ['in holds for a listed value', rule('in', ['3', 'O']), { x: 'O' }, true],
    ['in fails for an unlisted value', rule('in', ['3', 'O']), { x: '1' }, false],
    ['in fails for a missing answer', rule('in', ['3', 'O']), {}, false],
    ['notIn holds for an unlisted value', rule('notIn', ['3', 'O']), { x: '1' }, true],
    ['notIn holds for a missing answer', rule('notIn', ['3', 'O']), {}, true],
    ['notIn fails for a listed value', rule('notIn', ['3', 'O']), { x: '3' }, false],
    [
      'all holds when every part holds',
      { all: [rule('equals', 'Y'), { valueKey: 'y', operator: 'answered' }] },
      { x: 'Y', y: 'a' },
      true,
    ],
    [
      'all fails when one part fails',
      { all: [rule('equals', 'Y'), { valueKey: 'y', operator: 'answered' }] },
      { x: 'Y' },
      false,
    ],
    [
      'any holds when one part holds',
      { any: [rule('equals', 'Y'), rule('equals', 'N')] },
      { x: 'N' },
      true,
    ],
    [
      'any fails when no part holds',
      { any: [rule('equals', 'Y'), rule('equals', 'N')] },
      { x: 'U' },
      false,
    ],
    ['not inverts', { not: rule('equals', 'Y') }, { x: 'Y' }, false],
  ];
  it.each(cases)('%s', (_name, condition, answers, expected) => {
    expect(evaluateCondition(condition, answers)).toBe(expected);
  });
});

describe('conditionKeys', () => {
  it('lists every key read, once, in order', () => {
    const c: Condition = {
      all: [
        rule('equals', 'Y'),
        { any: [{ valueKey: 'y', operator: 'answered' }, { not: rule('in', ['a']) }] },
      ],
    };
    expect(conditionKeys(c)).toEqual(['x', 'y']);
  });
});

describe('withPrefix', () => {
  it('replaces {prefix} in nested value keys', () => {
    const c: Condition = {
      any: [
        { valueKey: '{prefix}country', operator: 'equals', target: 'USA' },
        { not: { valueKey: 'other', operator: 'answered' } },
      ],
    };
    expect(withPrefix(c, 'mailing_')).toEqual({
      any: [
        { valueKey: 'mailing_country', operator: 'equals', target: 'USA' },
        { not: { valueKey: 'other', operator: 'answered' } },
      ],
    });
  });
});
