import { NodeSchema, type ViewNode } from '@admit/engine';
import { createRegistry, type FormMode } from '@admit/react';
import { describe, expect, it } from 'vitest';
import { muiRenderers, muiRenderersByType } from '../../src/renderers/mui-renderers.ts';
import { modelWith } from './render-form.tsx';

const model = modelWith([
  { type: 'text', key: 'a_text', label: 'Text' },
  { type: 'phone', key: 'a_phone', label: 'Phone' },
  { type: 'select', key: 'a_select', label: 'Select', options: 'yes_no' },
  {
    type: 'dependentSelect',
    key: 'a_dep',
    label: 'Dep',
    controller: 'a_select',
    options: 'yes_no',
  },
  { type: 'radio', key: 'a_radio', label: 'Radio', options: 'yes_no' },
  { type: 'check', key: 'a_check', label: 'Check' },
  { type: 'file', key: 'a_file', label: 'File' },
  { type: 'lookup', key: 'a_lookup', label: 'Lookup', category: 'address' },
  { type: 'checkboxGroup', id: 'a_group', label: 'Group', items: [{ key: 'a_box', label: 'Box' }] },
  { type: 'address', id: 'an_address', prefix: 'addr_' },
  { type: 'school', id: 'a_school', prefix: 'sch_', category: 'hs_ceeb' },
  {
    type: 'addAnother',
    buttonId: 'more',
    prefix: 'more_',
    children: [{ type: 'text', key: 'x', label: 'X' }],
  },
  {
    type: 'tabs',
    tabId: 'tabs',
    defaultTab: 'a',
    tabs: [
      { value: 'a', label: 'A', children: [] },
      { value: 'b', label: 'B', children: [] },
    ],
  },
  { type: 'confirm', key: 'a_confirm', mode: 'button', label: 'OK', before: [], after: [] },
  { type: 'group', id: 'a_grp', children: [] },
  { type: 'markdown', id: 'a_md', markdown: 'Hi' },
]);
const nodes: ViewNode[] = model.pages[0]?.sections[0]?.children ?? [];

describe('muiRenderers', () => {
  it.each<FormMode>(['edit', 'loggedOut', 'print'])(
    'renders every node type in %s mode',
    (mode) => {
      const registry = createRegistry(muiRenderers);
      expect(nodes).toHaveLength(16);
      for (const node of nodes) {
        expect(() => registry.resolve(node, { mode, model })).not.toThrow();
      }
    },
  );

  it('has a renderer for every node type of the config schema', () => {
    const types = (NodeSchema.anyOf as { properties: { type: { const: string } } }[]).map(
      (branch) => branch.properties.type.const,
    );
    expect(types).toHaveLength(16);
    expect(Object.keys(muiRenderersByType).sort()).toEqual([...types].sort());
  });

  it('resolves each node to the entry named after its type', () => {
    const registry = createRegistry(muiRenderers);
    for (const node of nodes) {
      const type = node.type === 'field' ? node.field.kind : node.type;
      expect(registry.resolve(node, { mode: 'edit', model }).name).toBe(`mui/${type}`);
    }
  });
});
