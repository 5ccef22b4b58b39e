import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import type { MarkdownNode } from './markdown.schema.ts';

export default {
  name: 'Static text',
  template: ({ id }) => ({ type: 'markdown', id, markdown: 'New text.' }),
} satisfies NodeTypeStudio<MarkdownNode>;
