import { describe, expect, it } from 'vitest';
import { checkAccessibleNames } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const C = '/pages/0/sections/0/children';

describe('checkAccessibleNames', () => {
  it('accepts questions, groups and check boxes that are named', () => {
    const config = declaredConfig([
      { type: 'text', key: 'a', label: 'First name' },
      {
        type: 'group',
        id: 'g',
        title: 'Parent',
        children: [{ type: 'check', key: 'b', label: 'I agree' }],
      },
      {
        type: 'checkboxGroup',
        id: 'race',
        label: 'Race',
        items: [
          { key: 'r1', label: 'Asian' },
          { key: 'r2', label: 'White' },
        ],
      },
    ]);
    expect(runCheck(checkAccessibleNames, config)).toEqual([]);
  });

  it('rejects a question whose label is empty', () => {
    expect(
      runCheck(checkAccessibleNames, declaredConfig([{ type: 'text', key: 'a', label: ' ' }])),
    ).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0/label`,
        message:
          'this text has an empty label: screen readers would announce it without a name; write the text people should read above it',
      },
    ]);
  });

  it('rejects an empty group title nested in a group', () => {
    const config = declaredConfig([
      {
        type: 'group',
        id: 'outer',
        title: 'Outer',
        children: [{ type: 'group', id: 'inner', title: '', children: [] }],
      },
    ]);
    expect(runCheck(checkAccessibleNames, config).map((p) => p.pointer)).toEqual([
      `${C}/0/children/0/title`,
    ]);
  });

  it('rejects check boxes of one group whose labels repeat or are empty', () => {
    const config = declaredConfig([
      {
        type: 'checkboxGroup',
        id: 'race',
        label: 'Race',
        items: [
          { key: 'r1', label: 'White' },
          { key: 'r2', label: 'white ' },
          { key: 'r3', label: '' },
        ],
      },
    ]);
    expect(runCheck(checkAccessibleNames, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0/items/2/label`,
        message:
          "this checkboxGroup's items entry 2 has an empty label: write the text people should read beside it",
      },
      {
        severity: 'error',
        pointer: `${C}/0/items/1/label`,
        message:
          'label "white " repeats the label of entry 0 of this checkboxGroup: people cannot tell them apart; make each label say what sets it apart',
      },
    ]);
  });
});
