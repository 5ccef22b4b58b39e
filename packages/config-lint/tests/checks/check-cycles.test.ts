import { describe, expect, it } from 'vitest';
import { checkCycles } from '../../src/index.ts';
import { configWith } from '../../../node-types/tests/fixtures/minimal-config.ts';
import { runCheck } from './check-fixtures.ts';

const C = '/pages/0/sections/0/children';
const answered = (valueKey: string) => ({ valueKey, operator: 'answered' as const });

describe('checkCycles', () => {
  it('accepts a chain without a cycle', () => {
    const config = configWith([
      { type: 'text', key: 'a', label: 'A' },
      { type: 'text', key: 'b', label: 'B', visibleWhen: answered('a') },
      { type: 'text', key: 'c', label: 'C', visibleWhen: answered('b') },
    ]);
    expect(runCheck(checkCycles, config)).toEqual([]);
  });

  it('rejects two questions shown depending on each other', () => {
    const config = configWith([
      { type: 'text', key: 'a', label: 'A', visibleWhen: answered('b') },
      { type: 'text', key: 'b', label: 'B', visibleWhen: answered('a') },
    ]);
    expect(runCheck(checkCycles, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0`,
        message: 'visibility conditions form a cycle (each depends on the next): a → b → a',
      },
    ]);
  });

  it('rejects a longer cycle through a group condition', () => {
    const config = configWith([
      { type: 'text', key: 'a', label: 'A', visibleWhen: answered('c') },
      {
        type: 'group',
        id: 'g',
        visibleWhen: answered('a'),
        children: [{ type: 'text', key: 'b', label: 'B' }],
      },
      { type: 'text', key: 'c', label: 'C', visibleWhen: answered('b') },
    ]);
    expect(runCheck(checkCycles, config)[0]?.message).toBe(
      'visibility conditions form a cycle (each depends on the next): a → c → b → a',
    );
  });

  it('rejects a question shown depending on itself', () => {
    expect(
      runCheck(
        checkCycles,
        configWith([{ type: 'text', key: 'a', label: 'A', visibleWhen: answered('a') }]),
      )[0]?.message,
    ).toBe('visibility conditions form a cycle (each depends on the next): a → a');
  });

  it("counts a dependent select's controller as a dependency", () => {
    const config = configWith([
      {
        type: 'select',
        key: 'country',
        label: 'Country',
        options: 'countries',
        visibleWhen: answered('region'),
      },
      {
        type: 'dependentSelect',
        key: 'region',
        label: 'Region',
        controller: 'country',
        options: 'states_provinces',
      },
    ]);
    expect(runCheck(checkCycles, config)).toHaveLength(1);
  });

  it('reports a cycle inside an add-another block once', () => {
    const config = configWith([
      {
        type: 'addAnother',
        buttonId: 'p',
        prefix: 'p_',
        max: 3,
        children: [
          { type: 'text', key: 'a', label: 'A', visibleWhen: answered('{prefix}b') },
          { type: 'text', key: 'b', label: 'B', visibleWhen: answered('{prefix}a') },
        ],
      },
    ]);
    expect(runCheck(checkCycles, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0/children/0`,
        message: 'visibility conditions form a cycle (each depends on the next): p_a → p_b → p_a',
      },
    ]);
  });
});
