import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkPartnerConfig } from '../../src/index.ts';
import { everyType } from '../../../node-types/tests/fixtures/every-node-type.ts';
import { configWith } from '../../../node-types/tests/fixtures/minimal-config.ts';
import { declaredConfig } from './check-fixtures.ts';

const C = '/pages/0/sections/0/children';
const valid: Node[] = [
  { type: 'text', key: 'first_name', label: 'First Name', required: true },
  { type: 'radio', key: 'resident', label: 'Resident?', options: 'yes_no' },
  {
    type: 'text',
    key: 'years',
    label: 'Years',
    visibleWhen: { valueKey: 'resident', operator: 'equals', target: 'Y' },
  },
];

describe('checkPartnerConfig', () => {
  it('finds nothing in a valid config', () => {
    expect(checkPartnerConfig(declaredConfig(valid))).toEqual([]);
  });

  it('returns only the schema problems when the config does not fit the schema', () => {
    const config = declaredConfig([
      ...valid,
      { type: 'text', key: 'x', lable: 'X' } as unknown as Node,
    ]);
    expect(checkPartnerConfig(config)).toEqual([
      { severity: 'error', pointer: `${C}/3`, message: 'missing member "label"', rule: 'schema' },
      { severity: 'error', pointer: `${C}/3`, message: 'unknown member "lable"', rule: 'schema' },
    ]);
  });

  it('names the member a node lacks, not a member another node type would read differently', () => {
    const config = declaredConfig([
      ...valid,
      { type: 'lookup', key: 'college', label: 'College', category: 'college_ceeb' },
    ]);
    delete (config.pages[0]!.sections[0]!.children[3] as { key?: string }).key;
    expect(checkPartnerConfig(config)).toEqual([
      { severity: 'error', pointer: `${C}/3`, message: 'missing member "key"', rule: 'schema' },
    ]);
  });

  it('says what a prefix without a trailing "_" needs', () => {
    const config = declaredConfig([
      {
        type: 'addAnother',
        buttonId: 'p',
        prefix: 'parent',
        max: 1,
        children: [{ type: 'text', key: 'name', label: 'Name' }],
      },
    ]);
    expect(checkPartnerConfig(config)).toEqual([
      {
        severity: 'error',
        pointer: `${C}/0/prefix`,
        message:
          'prefix "parent" must be lowercase letters, digits and _, starting with a letter and ending with "_"',
        rule: 'schema',
      },
    ]);
  });

  it('runs every check and sorts the problems by pointer, pages in numeric order', () => {
    const config = declaredConfig(valid);
    config.dataModel = { ...config.dataModel, unused: { type: 'string' } };
    config.pages = [
      ...config.pages,
      ...Array.from({ length: 10 }, (_, i) => ({
        id: `p${i + 2}`,
        title: 'P',
        step: i + 2,
        sections: [
          {
            id: 's',
            title: 'S',
            children: [{ type: 'text', key: 'first_name', label: 'Again' }] as Node[],
          },
        ],
      })),
    ];
    // The extra pages are not linked by Save and Continue: leave the navigation errors aside.
    const pointers = checkPartnerConfig(config)
      .filter((p) => p.rule !== 'navigation')
      .map((p) => `${p.rule} ${p.pointer}`);
    expect(pointers[0]).toBe('data-model-unmapped /dataModel/unused');
    expect(pointers.slice(1, 3)).toEqual([
      'duplicate-key /pages/1/sections/0/children/0',
      'duplicate-key /pages/2/sections/0/children/0',
    ]);
    expect(pointers.at(-1)).toBe('duplicate-key /pages/10/sections/0/children/0');
  });
});

describe('checkPartnerConfig on start', () => {
  it('gives only warnings for a usable config', () => {
    const config = declaredConfig(valid);
    config.dataModel = { ...config.dataModel, unused: { type: 'string' } };
    const problems = checkPartnerConfig(config);
    expect(problems.map((p) => p.message)).toEqual([
      'unmapped key "unused": no question stores it',
    ]);
    expect(problems.every((p) => p.severity === 'warning')).toBe(true);
  });

  it('gives every error of a config that cannot be used', () => {
    const config = declaredConfig(valid);
    config.dataModel = { first_name: { type: 'string' }, resident: { type: 'string' } };
    expect(checkPartnerConfig(config).filter((p) => p.severity === 'error')).toEqual([
      {
        severity: 'error',
        pointer: `${C}/2`,
        message: 'key "years" is not in the data model',
        rule: 'data-model-missing',
      },
    ]);
  });

  it('passes the config checks with every node type', () => {
    const problems = checkPartnerConfig(configWith(everyType)).filter(
      (p) => p.severity === 'error' && p.rule !== 'schema' && p.rule !== 'data-model',
    );
    expect(problems).toEqual([]);
  });

  it('passes the config checks with every node type in a config that fits the schema', () => {
    expect(
      checkPartnerConfig(declaredConfig(everyType)).filter((p) => p.severity === 'error'),
    ).toEqual([]);
  });
});
