import type { FieldModel } from '@admit/engine';
import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import type { PhoneNode } from './phone.schema.ts';

export default {
  name: 'Phone number',
  template: ({ key, label }) => ({ type: 'phone', key, label }),
  sample: (field) => ({
    [field.key]: (field as FieldModel<PhoneNode>).node.international
      ? '+44 20 7946 0958'
      : '(410) 555-0142',
  }),
} satisfies NodeTypeStudio<PhoneNode>;
