import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import type { TabsNode } from './tabs.schema.ts';

export default {
  name: 'Tabs',
  template: ({ id }) => ({
    type: 'tabs',
    tabId: id,
    defaultTab: 'first',
    tabs: [
      { value: 'first', label: 'First', children: [] },
      { value: 'second', label: 'Second', children: [] },
    ],
  }),
  // Each tab's content is a list of nodes, edited in the tree.
  editorUi: { tabs: { items: { children: { 'ui:field': 'nodeList' } } } },
} satisfies NodeTypeStudio<TabsNode>;
