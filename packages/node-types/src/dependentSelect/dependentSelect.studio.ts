import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import { sampleChoice } from '../studio-kit/sample-choice.ts';
import type { DependentSelectNode } from './dependentSelect.schema.ts';

export default {
  name: 'Dependent drop-down',
  template: ({ key, label, options }) => ({
    type: 'dependentSelect',
    key,
    label,
    controller: '',
    options,
  }),
  sample: sampleChoice,
} satisfies NodeTypeStudio<DependentSelectNode>;
