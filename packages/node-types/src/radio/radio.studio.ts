import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import { sampleChoice } from '../studio-kit/sample-choice.ts';
import type { RadioNode } from './radio.schema.ts';

export default {
  name: 'Radio buttons',
  template: ({ key, label, options }) => ({ type: 'radio', key, label, options }),
  sample: sampleChoice,
} satisfies NodeTypeStudio<RadioNode>;
