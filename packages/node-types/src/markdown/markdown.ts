import type { NodeTypeDefinition, ViewNode } from '@admit/engine';
import type { MarkdownNode } from './markdown.schema.ts';

/** Static text's view. */
export interface MarkdownView extends ViewNode {
  type: 'markdown';
  id: string;
  markdown: string;
  hideInPrint: boolean;
}

/** Static text: shown on the form, never printed. */
export const markdownType: NodeTypeDefinition<MarkdownNode, MarkdownView> = {
  type: 'markdown',
  textMembers: ['markdown'],
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
  // Section descriptions are static text too (never printed).
  sectionDescription: (id, markdown) => ({ type: 'markdown', id, markdown, hideInPrint: true }),
};
