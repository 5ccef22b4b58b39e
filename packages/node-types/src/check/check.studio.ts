import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import type { CheckNode } from './check.schema.ts';

export default {
  name: 'Check box',
  template: ({ key, label }) => ({ type: 'check', key, label }),
  sample(field, { model }) {
    // In a checkbox group only the first box is ticked; a single check box is ticked.
    const group = model.groups.find((g) => g.id === field.groupId);
    return { [field.key]: !group || group.itemKeys[0] === field.key };
  },
} satisfies NodeTypeStudio<CheckNode>;
