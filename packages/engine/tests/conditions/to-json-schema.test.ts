import { describe, expect, it } from 'vitest';
import {
  applyLogic,
  createAjv,
  toJsonLogic,
  toJsonSchema,
  type Condition,
  type Operator,
} from '../../src/index.ts';

/*
 * Visibility runs conditions through json-logic; validation runs them as JSON Schema in ajv. The two
 * must agree on every operator and every kind of answer, or a shown field would not be validated.
 */
const values: unknown[] = [
  undefined,
  null,
  '',
  false,
  true,
  'Y',
  'N',
  '3',
  'O',
  '0',
  '9',
  '10',
  '10.5',
  '-2',
  'abc',
  10,
  0,
];
const targets: Record<Operator, unknown[]> = {
  equals: ['Y', '10', true, 10],
  notEquals: ['Y', true],
  lt: [10, '10', 0],
  lte: [10, 0],
  gt: [10, -1],
  gte: [10, 0],
  answered: [undefined],
  notAnswered: [undefined],
  in: [
    ['3', 'O'],
    ['Y', true],
  ],
  notIn: [['3', 'O'], [true]],
};

const ajv = createAjv();
const agreeOn = (condition: Condition) => {
  const validate = ajv.compile(toJsonSchema(condition));
  for (const value of values) {
    const answers = value === undefined ? {} : { x: value };
    expect({ condition, value, result: validate(answers) }).toEqual({
      condition,
      value,
      result: applyLogic(toJsonLogic(condition), answers),
    });
  }
};

describe('toJsonSchema agrees with json-logic', () => {
  for (const [operator, list] of Object.entries(targets)) {
    it(`for ${operator}`, () => {
      for (const target of list)
        agreeOn({
          valueKey: 'x',
          operator: operator as Operator,
          ...(target === undefined ? {} : { target }),
        } as Condition);
    });
  }
  it('for all, any and not', () => {
    agreeOn({
      all: [
        { valueKey: 'x', operator: 'answered' },
        { not: { valueKey: 'x', operator: 'equals', target: 'N' } },
      ],
    });
    agreeOn({
      any: [
        { valueKey: 'x', operator: 'lt', target: 5 },
        { valueKey: 'x', operator: 'equals', target: true },
      ],
    });
  });
});
