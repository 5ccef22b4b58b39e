import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkDependentSelects } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const country: Node = { type: 'select', key: 'country', label: 'Country', options: 'countries' };
const messages = (node: Node) =>
  runCheck(checkDependentSelects, declaredConfig([country, node])).map(
    (p) => `${p.pointer}: ${p.message}`,
  );
const state = {
  type: 'dependentSelect',
  key: 'state',
  label: 'State',
  controller: 'country',
} as const;

describe('checkDependentSelects', () => {
  it('accepts options or options by answer', () => {
    expect(messages({ ...state, options: 'states_provinces' })).toEqual([]);
    expect(messages({ ...state, optionsByAnswer: { USA: 'states_provinces' } })).toEqual([]);
  });

  it('rejects a dependent select without options', () => {
    expect(messages(state)).toEqual([
      '/pages/0/sections/0/children/1: dependent select "state" has no options: give it "options" or "optionsByAnswer" entries, or it is never shown',
    ]);
  });

  it('rejects empty options by answer', () => {
    expect(messages({ ...state, optionsByAnswer: {} })).toEqual([
      '/pages/0/sections/0/children/1/optionsByAnswer: dependent select "state" has no options: give it "options" or "optionsByAnswer" entries, or it is never shown',
    ]);
  });
});
