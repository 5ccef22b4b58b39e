import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import type { AddAnotherNode } from './addAnother.schema.ts';

export default {
  name: 'Add-another block',
  template: ({ id, name }) => ({
    type: 'addAnother',
    buttonId: id,
    prefix: name('new_entry', '_'),
    children: [],
  }),
} satisfies NodeTypeStudio<AddAnotherNode>;
