import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkNodeTypes, checkPartnerConfig } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const C = '/pages/0/sections/0/children';
const country: Node = { type: 'select', key: 'country', label: 'Country', options: 'countries' };
const broken: Node[] = [
  {
    type: 'tabs',
    tabId: 'scores',
    defaultTab: 'gre',
    tabs: [
      { value: 'sat', label: 'SAT', children: [] },
      { value: 'act', label: 'ACT', children: [] },
    ],
  },
  country,
  {
    type: 'addAnother',
    buttonId: 'parents',
    prefix: 'parent_',
    max: 2,
    defaultCount: 3,
    children: [{ type: 'dependentSelect', key: 'state', label: 'State', controller: 'country' }],
  },
];

describe('checkNodeTypes', () => {
  it("runs every node type's own check, inside blocks too", () => {
    expect(runCheck(checkNodeTypes, declaredConfig(broken)).map((p) => p.pointer)).toEqual([
      `${C}/0/defaultTab`,
      `${C}/2/defaultCount`,
      `${C}/2/children/0`,
    ]);
  });

  it('is one of the checks of a partner config', () => {
    const rules = checkPartnerConfig(declaredConfig(broken)).map((p) => `${p.pointer} ${p.rule}`);
    expect(rules).toEqual(
      expect.arrayContaining([
        `${C}/0/defaultTab tabs`,
        `${C}/2/defaultCount add-another-count`,
        `${C}/2/children/0 dependent-select`,
      ]),
    );
  });
});
