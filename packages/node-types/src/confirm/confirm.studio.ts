import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import type { ConfirmNode } from './confirm.schema.ts';

export default {
  name: 'Confirm switch',
  template: ({ key }) => ({
    type: 'confirm',
    key,
    mode: 'button',
    label: 'Confirm',
    before: [],
    after: [],
  }),
} satisfies NodeTypeStudio<ConfirmNode>;
