// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { viewAnchorId, viewPartAnchorIds } from '@admit/engine';
import { compileFormModel, type Node } from '@admit/node-types';
import { configWith } from '../../fixtures/minimal-config.ts';

/** A node of every view kind, each anchored differently. */
const nodes: Node[] = [
  { type: 'text', key: 'a_text', label: 'Text' },
  { type: 'checkboxGroup', id: 'a_group', label: 'Group', items: [{ key: 'a_box', label: 'Box' }] },
  { type: 'address', id: 'an_address', prefix: 'addr_', county: true },
  { type: 'school', id: 'a_school', prefix: 'sch_', category: 'hs_ceeb' },
  {
    type: 'addAnother',
    buttonId: 'more',
    prefix: 'more_',
    max: 2,
    children: [{ type: 'text', key: 'x', label: 'X' }],
  },
  {
    type: 'tabs',
    tabId: 'scores',
    defaultTab: 'a',
    tabs: [
      { value: 'a', label: 'A', children: [] },
      { value: 'b', label: 'B', children: [] },
    ],
  },
  { type: 'confirm', key: 'a_confirm', mode: 'button', label: 'OK', before: [], after: [] },
  { type: 'group', id: 'a_grp', children: [] },
  { type: 'markdown', id: 'a_md', markdown: 'Hi' },
];

describe('view anchors', () => {
  const model = compileFormModel(configWith(nodes));
  const views = model.pages[0]!.sections[0]!.children;
  const parts = (prefix: string) =>
    model.fields.filter((f) => f.key.startsWith(prefix)).map((f) => f.key);

  it('takes each view to its node type', () => {
    expect(views.map((view) => view.nodeType)).toEqual(nodes.map((n) => n.type));
  });

  it("anchors a question at its key and a block at its id, button id or tab set's id", () => {
    expect(views.map(viewAnchorId)).toEqual([
      'a_text',
      'a_group',
      'an_address',
      'a_school',
      'more',
      'scores',
      'a_confirm',
      'a_grp',
      'a_md',
    ]);
  });

  it('anchors the check boxes of a group and the parts of an address or school', () => {
    expect(views.map(viewPartAnchorIds)).toEqual([
      [],
      ['a_box'],
      parts('addr_'),
      parts('sch_'),
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(parts('addr_')).toContain('addr_county');
  });
});
