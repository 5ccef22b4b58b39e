import { describe, expect, it } from 'vitest';
import type { Condition } from '@admit/engine';
import type { Node } from '@admit/node-types';
import { checkNeverShown } from '../../src/index.ts';
import { configWith } from '../../../node-types/tests/fixtures/minimal-config.ts';
import { runCheck } from './check-fixtures.ts';

const C = '/pages/0/sections/0/children';
const questions: Node[] = [
  { type: 'radio', key: 'resident', label: 'Resident', options: 'yes_no' },
  { type: 'text', key: 'city', label: 'City' },
];
const shownWhen = (condition: Condition) =>
  runCheck(
    checkNeverShown,
    configWith([...questions, { type: 'text', key: 'x', label: 'X', visibleWhen: condition }]),
  );

describe('checkNeverShown', () => {
  it('accepts conditions that can hold', () => {
    expect(
      shownWhen({
        all: [
          { valueKey: 'resident', operator: 'equals', target: 'Y' },
          { valueKey: 'city', operator: 'equals', target: 'Paris' },
        ],
      }),
    ).toEqual([]);
  });

  it('warns about a question that needs one answer to be two values at once', () => {
    expect(
      shownWhen({
        all: [
          { valueKey: 'resident', operator: 'equals', target: 'Y' },
          { valueKey: 'resident', operator: 'equals', target: 'N' },
        ],
      }),
    ).toEqual([
      {
        severity: 'error',
        pointer: `${C}/2/visibleWhen`,
        message: 'question "x" can never be shown: its conditions on "resident" cannot all hold',
      },
    ]);
  });

  it('sees contradictions on free-text answers too', () => {
    expect(
      shownWhen({
        all: [
          { valueKey: 'city', operator: 'notAnswered' },
          { valueKey: 'city', operator: 'in', target: ['Paris', 'Rome'] },
        ],
      }),
    ).toHaveLength(1);
  });

  it('sees a value an enclosing group rules out, and reports it once at the inner condition', () => {
    const config = configWith([
      ...questions,
      {
        type: 'group',
        id: 'branch',
        visibleWhen: { valueKey: 'resident', operator: 'equals', target: 'Y' },
        children: [
          {
            type: 'group',
            id: 'inner',
            visibleWhen: { valueKey: 'resident', operator: 'notIn', target: ['Y'] },
            children: [
              { type: 'text', key: 'a', label: 'A' },
              { type: 'text', key: 'b', label: 'B' },
            ],
          },
        ],
      },
    ]);
    expect(runCheck(checkNeverShown, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/2/children/0/visibleWhen`,
        message: 'group "inner" can never be shown: its conditions on "resident" cannot all hold',
      },
    ]);
  });

  it('warns about a question that needs an answer to a question never shown', () => {
    const config = configWith([
      ...questions,
      {
        type: 'radio',
        key: 'y',
        label: 'Y',
        options: 'yes_no',
        visibleWhen: {
          all: [
            { valueKey: 'city', operator: 'equals', target: 'A' },
            { valueKey: 'city', operator: 'equals', target: 'B' },
          ],
        },
      },
      {
        type: 'text',
        key: 'z',
        label: 'Z',
        visibleWhen: { valueKey: 'y', operator: 'equals', target: 'Y' },
      },
    ]);
    expect(runCheck(checkNeverShown, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/2/visibleWhen`,
        message: 'question "y" can never be shown: its conditions on "city" cannot all hold',
      },
      {
        severity: 'error',
        pointer: `${C}/3/visibleWhen`,
        message: 'question "z" can never be shown: it depends on "y", which is never shown',
      },
    ]);
  });

  it('accepts a question that only needs a never-shown answer to be empty', () => {
    const config = configWith([
      ...questions,
      {
        type: 'text',
        key: 'y',
        label: 'Y',
        visibleWhen: {
          all: [
            { valueKey: 'city', operator: 'equals', target: 'A' },
            { valueKey: 'city', operator: 'equals', target: 'B' },
          ],
        },
      },
      {
        type: 'text',
        key: 'z',
        label: 'Z',
        visibleWhen: { valueKey: 'y', operator: 'notAnswered' },
      },
    ]);
    expect(runCheck(checkNeverShown, config).map((p) => p.pointer)).toEqual([`${C}/2/visibleWhen`]);
  });

  it('leaves a single impossible target to checkConditions', () => {
    expect(shownWhen({ valueKey: 'resident', operator: 'equals', target: 'Maybe' })).toEqual([]);
  });

  it('does not reason across answers combined with any', () => {
    expect(
      shownWhen({
        any: [
          { valueKey: 'resident', operator: 'equals', target: 'Y' },
          { valueKey: 'city', operator: 'answered' },
        ],
      }),
    ).toEqual([]);
  });

  it('sees numeric ranges that do not meet', () => {
    expect(
      shownWhen({
        all: [
          { valueKey: 'city', operator: 'gt', target: 5 },
          { valueKey: 'city', operator: 'lt', target: 3 },
        ],
      }),
    ).toHaveLength(1);
    expect(
      shownWhen({
        all: [
          { valueKey: 'city', operator: 'gt', target: 1 },
          { valueKey: 'city', operator: 'lt', target: 1.1 },
        ],
      }),
    ).toEqual([]);
  });

  it('warns about radio content swapped in for a value an enclosing condition excludes', () => {
    const config = configWith([
      {
        type: 'group',
        id: 'g',
        visibleWhen: { valueKey: 'resident', operator: 'equals', target: 'N' },
        children: [
          {
            type: 'radio',
            key: 'resident',
            label: 'Resident',
            options: 'yes_no',
            contentByValue: { Y: [{ type: 'text', key: 'years', label: 'Years' }] },
          },
        ],
      },
    ]);
    expect(runCheck(checkNeverShown, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0/children/0/contentByValue/Y`,
        message:
          'the content for "Y" can never be shown: its conditions on "resident" cannot all hold',
      },
    ]);
  });
});
