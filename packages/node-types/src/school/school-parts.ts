import {
  PART_TYPES,
  countryPart,
  cityPart,
  statePart,
  zipPart,
  type BlockPartNode,
  type KeyOf,
} from '../blocks/block-parts.ts';
import type { SchoolNode, SchoolPart } from './school.schema.ts';

/** The default definition of each school part. The name searches schools and fills the rest. */
export function schoolPartNodes(block: SchoolNode, prefix: string): BlockPartNode<SchoolPart>[] {
  const k: KeyOf = (part) => `${prefix}${part}`;
  const fills: Record<string, string> = {
    address_line_1: k('address_line_1'),
    city: k('city'),
    state: k('state'),
    zip: k('zip'),
    ceeb: k('ceeb'),
    ...(block.country ? { country: k('country') } : {}),
  };
  return [
    {
      part: 'name',
      node: {
        type: PART_TYPES.lookup,
        key: k('name'),
        label: 'School Name',
        category: block.category,
        creatable: true,
        fills,
      },
    },
    {
      part: 'address_line_1',
      node: { type: PART_TYPES.text, key: k('address_line_1'), label: 'Address' },
    },
    { part: 'city', node: cityPart(k) },
    { part: 'state', node: statePart(k, block.stateOptions) },
    { part: 'zip', node: zipPart(k) },
    {
      part: 'ceeb',
      node: { type: PART_TYPES.text, key: k('ceeb'), label: 'CEEB Code', maxLength: 10 },
    },
    ...(block.country
      ? [{ part: 'country' as const, node: countryPart(k, block.countryOptions) }]
      : []),
  ];
}
