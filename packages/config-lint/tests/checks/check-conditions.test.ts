import { describe, expect, it } from 'vitest';
import type { Condition } from '@admit/engine';
import type { Node } from '@admit/node-types';
import { checkConditions } from '../../src/index.ts';
import { configWith } from '../../../node-types/tests/fixtures/minimal-config.ts';
import { runCheck } from './check-fixtures.ts';

const C = '/pages/0/sections/0/children';
const questions: Node[] = [
  { type: 'select', key: 'country', label: 'Country', options: 'countries' },
  { type: 'check', key: 'agree', label: 'Agree' },
  { type: 'text', key: 'gpa', label: 'GPA' },
];
/** The questions above and a text question shown when `condition` holds (at children/3). */
const shownWhen = (condition: Condition) =>
  runCheck(
    checkConditions,
    configWith([...questions, { type: 'text', key: 'x', label: 'X', visibleWhen: condition }]),
  );

describe('checkConditions', () => {
  it('accepts conditions on known keys with possible targets', () => {
    expect(
      shownWhen({
        all: [
          { valueKey: 'country', operator: 'in', target: ['USA', 'CAN'] },
          { valueKey: 'agree', operator: 'equals', target: true },
          { valueKey: 'gpa', operator: 'gte', target: '2.5' },
          { valueKey: 'gpa', operator: 'answered' },
        ],
      }),
    ).toEqual([]);
  });

  it('rejects a condition on a key no question stores', () => {
    expect(shownWhen({ valueKey: 'contry', operator: 'answered' })).toEqual([
      {
        severity: 'error',
        pointer: `${C}/3/visibleWhen/valueKey`,
        message: 'unknown key "contry": no question stores it',
      },
    ]);
  });

  it('finds unknown keys inside all/any/not, in required cases and in check conditions', () => {
    const config = configWith([
      ...questions,
      {
        type: 'text',
        key: 'x',
        label: 'X',
        required: [
          { when: { not: { valueKey: 'nope', operator: 'answered' } }, message: 'Needed' },
        ],
        checks: [
          {
            type: 'minLength',
            value: 2,
            message: 'Short',
            when: {
              any: [
                { valueKey: 'gpa', operator: 'answered' },
                { valueKey: 'nada', operator: 'answered' },
              ],
            },
          },
        ],
      },
    ]);
    expect(runCheck(checkConditions, config).map((p) => p.pointer)).toEqual([
      `${C}/3/required/0/when/not/valueKey`,
      `${C}/3/checks/0/when/any/1/valueKey`,
    ]);
  });

  it('hints at {prefix} when a block condition names its own key without it', () => {
    const config = configWith([
      {
        type: 'addAnother',
        buttonId: 'p',
        prefix: 'p_',
        max: 2,
        children: [
          { type: 'check', key: 'same', label: 'Same' },
          {
            type: 'text',
            key: 'city',
            label: 'City',
            visibleWhen: { valueKey: 'same', operator: 'answered' },
          },
        ],
      },
    ]);
    expect(runCheck(checkConditions, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0/children/1/visibleWhen/valueKey`,
        message:
          'unknown key "same": no question stores it; write "{prefix}same" for this block\'s "p_same"',
      },
    ]);
  });

  it('rejects an unknown dependent-select controller', () => {
    const config = configWith([
      {
        type: 'dependentSelect',
        key: 'region',
        label: 'Region',
        controller: 'land',
        options: 'yes_no',
      },
    ]);
    expect(runCheck(checkConditions, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0/controller`,
        message: 'unknown key "land": no question stores it',
      },
    ]);
  });

  it("rejects a target that is not one of the select's option values, listing the valid ones", () => {
    expect(shownWhen({ valueKey: 'country', operator: 'equals', target: 'GER' })).toEqual([
      {
        severity: 'error',
        pointer: `${C}/3/visibleWhen/target`,
        message: '"GER" is not an option value of "country" (valid: "USA", "CAN", "FRA")',
      },
    ]);
  });

  it('names every impossible value of an "in" list', () => {
    expect(
      shownWhen({ valueKey: 'country', operator: 'notIn', target: ['USA', 'GER', 'ITA'] })[0]
        ?.message,
    ).toBe('"GER", "ITA" are not option values of "country" (valid: "USA", "CAN", "FRA")');
  });

  it('warns when "in" or "notIn" is given one value instead of a list', () => {
    expect(shownWhen({ valueKey: 'country', operator: 'notIn', target: 'USA' })).toEqual([
      {
        severity: 'warning',
        pointer: `${C}/3/visibleWhen/target`,
        message: '"notIn" takes a list of values: write ["USA"], or use "notEquals" for one value',
      },
    ]);
    expect(shownWhen({ valueKey: 'country', operator: 'in', target: 'USA' })[0]?.message).toBe(
      '"in" takes a list of values: write ["USA"], or use "equals" for one value',
    );
  });

  it('reports a single value none of the options has as an error, not the list warning', () => {
    expect(shownWhen({ valueKey: 'country', operator: 'notIn', target: 'GER' })).toEqual([
      {
        severity: 'error',
        pointer: `${C}/3/visibleWhen/target`,
        message: '"GER" is not an option value of "country" (valid: "USA", "CAN", "FRA")',
      },
    ]);
  });

  it('rejects a boolean target on a text answer', () => {
    expect(shownWhen({ valueKey: 'country', operator: 'equals', target: true })[0]?.message).toBe(
      '"country" stores text, not true',
    );
  });

  it('rejects a text target on a check box', () => {
    expect(shownWhen({ valueKey: 'agree', operator: 'equals', target: 'Y' })[0]?.message).toBe(
      '"agree" stores true or false, not "Y"',
    );
  });

  it('rejects a non-numeric target of a numeric comparison', () => {
    expect(shownWhen({ valueKey: 'gpa', operator: 'gt', target: 'high' })).toEqual([
      {
        severity: 'error',
        pointer: `${C}/3/visibleWhen/target`,
        message: '"gt" needs a number as target, not "high"',
      },
    ]);
  });

  it('rejects a comparison without a target, at the rule', () => {
    expect(shownWhen({ valueKey: 'gpa', operator: 'lt' })).toEqual([
      { severity: 'error', pointer: `${C}/3/visibleWhen`, message: '"lt" needs a target' },
    ]);
  });

  it('warns that answered ignores a target', () => {
    expect(shownWhen({ valueKey: 'gpa', operator: 'answered', target: 'Y' })).toEqual([
      {
        severity: 'warning',
        pointer: `${C}/3/visibleWhen/target`,
        message: '"answered" takes no target; "Y" is ignored',
      },
    ]);
  });

  it("checks targets in a block against the block's own question", () => {
    const config = configWith([
      {
        type: 'addAnother',
        buttonId: 'p',
        prefix: 'p_',
        max: 2,
        children: [
          { type: 'radio', key: 'living', label: 'Living', options: 'yes_no' },
          {
            type: 'text',
            key: 'city',
            label: 'City',
            visibleWhen: { valueKey: '{prefix}living', operator: 'equals', target: 'Maybe' },
          },
        ],
      },
    ]);
    expect(runCheck(checkConditions, config)[0]?.message).toBe(
      '"Maybe" is not an option value of "p_living" (valid: "Y", "N")',
    );
  });
});
