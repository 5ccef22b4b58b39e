import type { NodeTypeDefinition } from './node-type.ts';

/** A titled group of nodes sharing one visibility condition. */
export const groupType: NodeTypeDefinition<'group'> = {
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
