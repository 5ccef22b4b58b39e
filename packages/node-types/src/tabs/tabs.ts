import type { NodeTypeDefinition, Scope, TabsModel, ViewNode } from '@admit/engine';
import type { TabsNode } from './tabs.schema.ts';

/** A tab set's view: each tab with its content and the answers leaving it clears. */
export interface TabsView extends ViewNode {
  type: 'tabs';
  tabId: string;
  label?: string;
  defaultTab: string;
  tabs: { value: string; label: string; children: ViewNode[]; clearKeys: string[] }[];
}

/** Alternative sets of questions; leaving a tab clears its answers and deletes its files. */
export const tabsType: NodeTypeDefinition<TabsNode, TabsView> = {
  type: 'tabs',
  children: (node) =>
    node.tabs.map((tab, i) => ({
      at: `/tabs/${i}/children`,
      nodes: tab.children,
      label: `tab "${tab.label}"`,
    })),
  heading: (node) => node.label,
  compile(node, c) {
    const { scope, inner, pointer } = c;
    const tabId = `${node.tabId}${scope.idSuffix}`;
    const model: TabsModel = {
      tabId,
      pageId: scope.page.id,
      defaultTab: node.defaultTab,
      clearKeys: {},
      fileKeys: {},
    };
    const tabViews = node.tabs.map((tab, i) => {
      const before = c.fields.length;
      const tabScope: Scope = {
        ...inner,
        guards: [...inner.guards, { type: 'tab', tabId, value: tab.value }],
        tab: { tabId, value: tab.value },
        titles: tab.label ? [...inner.titles, tab.label] : inner.titles,
      };
      const children = c.walk(tab.children, tabScope, `${pointer}/tabs/${i}/children`);
      const own = c.fields.slice(before);
      const clearKeys = [
        ...own.flatMap((f) => (f.descKey ? [f.key, f.descKey] : [f.key])),
        ...(tab.clearKeys ?? []).map((k) => `${scope.prefix}${k.replace('{prefix}', '')}`),
      ];
      model.clearKeys[tab.value] = clearKeys;
      model.fileKeys[tab.value] = own.filter((f) => c.holdsDocument(f.kind)).map((f) => f.key);
      return { value: tab.value, label: tab.label, children, clearKeys };
    });
    c.addTabs(model);
    return {
      type: 'tabs',
      tabId,
      label: node.label,
      defaultTab: node.defaultTab,
      tabs: tabViews,
      guards: c.own,
    };
  },
  print(view, w) {
    const chosen = w.ctx.tabs?.[view.tabId] ?? view.defaultTab;
    return w.titled(view.tabId, view.label, (t) =>
      view.tabs.filter((tab) => tab.value === chosen).flatMap((tab) => t.entries(tab.children)),
    );
  },
  keyReferences: (node, pointer) =>
    node.tabs.flatMap((tab, i) =>
      (tab.clearKeys ?? []).map((key, j) => ({
        kind: 'clearKeys' as const,
        written: key,
        pointer: `${pointer}/tabs/${i}/clearKeys/${j}`,
      })),
    ),
  viewAnchor: (view) => view.tabId,
  savedId: (node) => ({ id: node.tabId, at: '/tabId', what: 'tabs' }),
  labelledLists: (node) => [{ member: 'tabs', labels: node.tabs.map((tab) => tab.label) }],
  unnumberedTexts: (node) => [
    ...(node.label === undefined ? [] : [{ at: '/label', text: node.label }]),
    ...node.tabs.map((tab, i) => ({ at: `/tabs/${i}/label`, text: tab.label })),
  ],
  check(node, pointer, check) {
    // Each tab's value is saved as the chosen tab, so values are distinct; the default tab (the
    // only one visitors see) is one of them.
    const values = node.tabs.map((t) => t.value);
    node.tabs.forEach((tab, i) => {
      const first = values.indexOf(tab.value);
      if (first !== i)
        check.error(
          `${pointer}/tabs/${i}/value`,
          `tab value "${tab.value}" is also the value of tab ${first} of "${node.tabId}"`,
          'tabs',
        );
    });
    if (!values.includes(node.defaultTab))
      check.error(
        `${pointer}/defaultTab`,
        `default tab "${node.defaultTab}" is not a tab of "${node.tabId}" (tabs: ${check.list(values)})`,
        'tabs',
      );
  },
};
