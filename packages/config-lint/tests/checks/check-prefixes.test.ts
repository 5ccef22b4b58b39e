import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkPrefixes } from '../../src/index.ts';
import { configWith } from '../../../node-types/tests/fixtures/minimal-config.ts';
import { runCheck } from './check-fixtures.ts';

const C = '/pages/0/sections/0/children';
const prefixed = (prefix: string): Node => ({
  type: 'addAnother',
  buttonId: 'p',
  prefix,
  max: 2,
  children: [{ type: 'text', key: 'name', label: 'Name' }],
});

describe('checkPrefixes', () => {
  it('accepts prefixes ending in "_" whose keys collide with nothing', () => {
    expect(
      runCheck(
        checkPrefixes,
        configWith([prefixed('parent_'), { type: 'address', id: 'mail', prefix: 'mailing_' }]),
      ),
    ).toEqual([]);
  });

  it('rejects a prefix not ending in "_"', () => {
    expect(runCheck(checkPrefixes, configWith([prefixed('parent')]))).toEqual([
      { severity: 'error', pointer: `${C}/0/prefix`, message: 'prefix "parent" must end with "_"' },
    ]);
  });

  it('reports an add-another key that collides with another question once blocks are numbered', () => {
    const config = configWith([
      { type: 'text', key: 'parent_2_name', label: 'Other' },
      prefixed('parent_'),
    ]);
    expect(runCheck(checkPrefixes, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/1/children/0`,
        message:
          'key "parent_2_name" of add-another "p" block 2 collides with the question at page "about" at /sections/0/children/0',
      },
    ]);
  });

  it('reports two address blocks with the same prefix once, at the second block', () => {
    const config = configWith([
      { type: 'address', id: 'home' },
      { type: 'address', id: 'work' },
    ]);
    expect(runCheck(checkPrefixes, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/1`,
        message:
          'keys "address_line_1", "address_line_2", "city", "state", "zip", "country" of address "work" (prefix "") collide with address "home" (prefix "") at page "about" at /sections/0/children/0',
      },
    ]);
  });

  it('rejects {prefix} in a condition outside any block', () => {
    const config = configWith([
      { type: 'check', key: 'same', label: 'Same' },
      {
        type: 'text',
        key: 'city',
        label: 'City',
        visibleWhen: { valueKey: '{prefix}same', operator: 'answered' },
      },
    ]);
    expect(runCheck(checkPrefixes, config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/1/visibleWhen/valueKey`,
        message: '"{prefix}" is used outside any add-another, address or school block',
      },
    ]);
  });

  it('rejects {prefix} in a key outside any block', () => {
    expect(
      runCheck(checkPrefixes, configWith([{ type: 'text', key: '{prefix}city', label: 'City' }])),
    ).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0/key`,
        message: '"{prefix}" is used outside any add-another block',
      },
    ]);
  });

  it('accepts {prefix} in an address part override', () => {
    const config = configWith([
      {
        type: 'address',
        id: 'mail',
        prefix: 'mailing_',
        parts: {
          zip: { required: { valueKey: '{prefix}country', operator: 'equals', target: 'USA' } },
        },
      },
    ]);
    expect(runCheck(checkPrefixes, config)).toEqual([]);
  });
});
