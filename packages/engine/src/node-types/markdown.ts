import type { NodeTypeDefinition } from './node-type.ts';

/** Static text: shown on the form, never printed. */
export const markdownType: NodeTypeDefinition<'markdown'> = {
  type: 'markdown',
  markdownTexts: (node) => [{ at: '/markdown', text: node.markdown }],
  compile: (node, c) => ({
    type: 'markdown',
    id: `${node.id}${c.scope.idSuffix}`,
    markdown: node.markdown,
    guards: c.own,
    hideInPrint: node.hideInPrint ?? false,
  }),
  print: () => [],
  anchorId: (node) => node.id,
};
