import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import type { AddressNode } from './address.schema.ts';

// Its parts are questions of their own: their samples are their types'.
export default {
  name: 'Address block',
  template: ({ id, name }) => ({ type: 'address', id, prefix: name('new_address', '_') }),
} satisfies NodeTypeStudio<AddressNode>;
