import {
  PART_TYPES,
  countryPart,
  cityPart,
  statePart,
  zipPart,
  type BlockPartNode,
  type KeyOf,
  type PartNode,
} from '../blocks/block-parts.ts';
import { ADDRESS_LOOKUP_CATEGORY } from '../lookup/lookup.ts';
import type { AddressNode, AddressPart } from './address.schema.ts';

/** The default definition of each address part (keys with the block prefix). Overrides come from the config. */
export function addressPartNodes(block: AddressNode, prefix: string): BlockPartNode<AddressPart>[] {
  const k: KeyOf = (part) => `${prefix}${part}`;
  const line1: PartNode = block.lookup
    ? {
        type: PART_TYPES.lookup,
        key: k('address_line_1'),
        label: 'Street Address',
        category: ADDRESS_LOOKUP_CATEGORY,
        creatable: true,
        fills: { city: k('city'), state: k('state'), zip: k('zip'), country: k('country') },
      }
    : { type: PART_TYPES.text, key: k('address_line_1'), label: 'Street Address' };
  const county: PartNode | undefined = !block.county
    ? undefined
    : block.countyOptions
      ? { type: PART_TYPES.select, key: k('county'), label: 'County', options: block.countyOptions }
      : { type: PART_TYPES.text, key: k('county'), label: 'County' };
  return [
    { part: 'address_line_1', node: line1 },
    {
      part: 'address_line_2',
      node: { type: PART_TYPES.text, key: k('address_line_2'), label: 'Apt. #' },
    },
    { part: 'city', node: cityPart(k) },
    { part: 'state', node: statePart(k, block.stateOptions) },
    ...(county ? [{ part: 'county' as const, node: county }] : []),
    { part: 'zip', node: zipPart(k) },
    { part: 'country', node: countryPart(k, block.countryOptions) },
  ];
}
