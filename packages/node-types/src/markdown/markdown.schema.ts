import { Type, type Static } from '@sinclair/typebox';
import { CONFIG_PATTERNS, exactObject, fieldBase, patterned } from '@admit/engine';

/** Static text: its schema. */
export const MarkdownNodeSchema = exactObject(
  {
    type: Type.Literal('markdown'),
    id: patterned(CONFIG_PATTERNS.snakeName, { description: 'Anchor id.' }),
    markdown: Type.String({
      description: 'Static text (markdown: paragraphs, **bold**, *italic*, [links](url), lists).',
    }),
    visibleWhen: fieldBase.visibleWhen,
    hideInPrint: fieldBase.hideInPrint,
  },
  'Static text.',
);
export type MarkdownNode = Static<typeof MarkdownNodeSchema>;

export default () => MarkdownNodeSchema;
