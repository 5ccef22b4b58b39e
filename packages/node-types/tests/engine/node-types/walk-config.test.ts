// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { NodeSite, SectionSite } from '@admit/node-types';
import { walkConfig } from '@admit/node-types';
import { configWith } from '../../fixtures/minimal-config.ts';

const visit = (config: ReturnType<typeof configWith>) => {
  const sections: SectionSite[] = [];
  const nodes: NodeSite[] = [];
  walkConfig(config, { section: (s) => sections.push(s), node: (n) => nodes.push(n) });
  return { sections, nodes };
};

describe('walkConfig', () => {
  it('visits every section and node in reading order with its pointer', () => {
    const { sections, nodes } = visit(
      configWith([
        { type: 'text', key: 'a', label: 'A' },
        { type: 'group', id: 'g', children: [{ type: 'text', key: 'b', label: 'B' }] },
      ]),
    );
    expect(sections.map((s) => s.pointer)).toEqual(['/pages/0/sections/0']);
    expect(nodes.map((n) => n.pointer)).toEqual([
      '/pages/0/sections/0/children/0',
      '/pages/0/sections/0/children/1',
      '/pages/0/sections/0/children/1/children/0',
    ]);
  });

  it('gives each node its ancestors, outermost first', () => {
    const { nodes } = visit(
      configWith([
        {
          type: 'group',
          id: 'outer',
          children: [
            { type: 'group', id: 'inner', children: [{ type: 'check', key: 'c', label: 'C' }] },
          ],
        },
      ]),
    );
    const leaf = nodes.at(-1)!;
    expect(leaf.ancestors.map((a) => (a.type === 'group' ? a.id : a.type))).toEqual([
      'outer',
      'inner',
    ]);
  });

  it('gives the nodes of an add-another block one prefix per block', () => {
    const { nodes } = visit(
      configWith([
        {
          type: 'addAnother',
          buttonId: 'more',
          prefix: 'p_',
          max: 3,
          children: [{ type: 'text', key: 'x', label: 'X' }],
        },
      ]),
    );
    expect(nodes[1]).toMatchObject({ prefixes: ['p_', 'p_2_', 'p_3_'], inBlock: true });
  });

  it('adds the condition a child list shows under, pointing at the list', () => {
    const { nodes } = visit(
      configWith([
        {
          type: 'confirm',
          key: 'ok',
          mode: 'checkbox',
          label: 'OK',
          before: [],
          after: [{ type: 'text', key: 'then', label: 'Then' }],
        },
      ]),
    );
    expect(nodes[1]!.guards).toEqual([
      {
        condition: { valueKey: 'ok', operator: 'equals', target: true },
        pointer: '/pages/0/sections/0/children/0/after',
      },
    ]);
  });
});
