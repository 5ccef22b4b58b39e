import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import type { NumberNode } from './number.schema.ts';

/** A new number question counts whole units from 0; its sample answer is the sample text (a number in range). */
export default {
  name: 'Number',
  template: ({ key, label }) => ({ type: 'number', key, label, minimum: 0, step: 1 }),
} satisfies NodeTypeStudio<NumberNode>;
