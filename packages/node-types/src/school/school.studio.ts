import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import type { SchoolNode } from './school.schema.ts';

// Its parts are questions of their own: their samples are their types'.
export default {
  name: 'School block',
  template: ({ id, name }) => ({
    type: 'school',
    id,
    prefix: name('new_school', '_'),
    category: 'hs_ceeb',
  }),
} satisfies NodeTypeStudio<SchoolNode>;
