import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import { sampleChoice } from '../studio-kit/sample-choice.ts';
import type { SelectNode } from './select.schema.ts';

export default {
  name: 'Drop-down',
  template: ({ key, label, options }) => ({ type: 'select', key, label, options }),
  sample: sampleChoice,
} satisfies NodeTypeStudio<SelectNode>;
