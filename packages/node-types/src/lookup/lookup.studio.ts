import type { FieldModel } from '@admit/engine';
import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import { SAMPLE_LOOKUP_RECORDS } from '../studio-kit/sample-lookup-records.ts';
import type { LookupNode } from './lookup.schema.ts';

export default {
  name: 'Search lookup',
  template: ({ key, label }) => ({ type: 'lookup', key, label, category: 'hs_ceeb' }),
  sample(field) {
    const { category } = (field as FieldModel<LookupNode>).node;
    const record = SAMPLE_LOOKUP_RECORDS.find((r) => r.category === category);
    // An address's street line searches addresses: a street, not a record's name.
    return {
      [field.key]: field.part?.part === 'address_line_1' ? '100 Main Street' : record?.text,
    };
  },
} satisfies NodeTypeStudio<LookupNode>;
