import { MarkdownBlock } from '@admit/mui';
import type { NodeRendererProps } from '@admit/react';
import type { MarkdownView } from './markdown.ts';

/** Static markdown text. */
export function MarkdownRenderer({ node }: NodeRendererProps<MarkdownView>) {
  return <MarkdownBlock markdown={node.markdown} />;
}
