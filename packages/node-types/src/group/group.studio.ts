import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import type { GroupNode } from './group.schema.ts';

export default {
  name: 'Group',
  template: ({ id }) => ({ type: 'group', id, children: [] }),
} satisfies NodeTypeStudio<GroupNode>;
