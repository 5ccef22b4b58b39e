import type { NodeTypeDefinition, ViewNode } from '@admit/engine';
import type { GroupNode } from './group.schema.ts';

/** A group's view: its title and what it holds. */
export interface GroupView extends ViewNode {
  type: 'group';
  id: string;
  title?: string;
  children: ViewNode[];
}

/** A titled group of nodes sharing one visibility condition. */
export const groupType: NodeTypeDefinition<GroupNode, GroupView> = {
  type: 'group',
  children: (node) => [{ at: '/children', nodes: node.children }],
  heading: (node) => node.title,
  compile: (node, c) => ({
    type: 'group',
    id: `${node.id}${c.scope.idSuffix}`,
    title: node.title,
    children: c.walk(
      node.children,
      { ...c.inner, titles: node.title ? [...c.inner.titles, node.title] : c.inner.titles },
      `${c.pointer}/children`,
    ),
    guards: c.own,
  }),
  print: (view, w) => w.titled(view.id, view.title, (g) => g.entries(view.children)),
  anchorId: (node) => node.id,
};
