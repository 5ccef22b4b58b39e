import type { ViewNode } from '@admit/engine';
import type { NodeRendererProps } from '@admit/react';
import { MarkdownBlock } from '../widgets/MarkdownBlock.tsx';

type MarkdownView = Extract<ViewNode, { type: 'markdown' }>;

/** Static markdown text. */
export function MarkdownRenderer({ node }: NodeRendererProps<MarkdownView>) {
  return <MarkdownBlock markdown={node.markdown} />;
}
