import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import type { CheckboxGroupNode } from './checkboxGroup.schema.ts';

// Its boxes are check box questions: their samples are the check box's.
export default {
  name: 'Check box group',
  template: ({ id, key, label }) => ({
    type: 'checkboxGroup',
    id,
    label,
    items: [{ key, label: 'First box' }],
  }),
} satisfies NodeTypeStudio<CheckboxGroupNode>;
