import type { AddressPart, PartOverride, SchoolPart } from '../config/field-members.schema.ts';
import type { NodeOf } from '../config/node.schema.ts';
import type { FieldNode } from './form-model.ts';

type KeyOf = (part: string) => string;

/** Parts an address and a school share: city, state/province, ZIP and country. */
const cityPart = (k: KeyOf): FieldNode => ({ type: 'text', key: k('city'), label: 'City' });
const statePart = (k: KeyOf, options = 'states_provinces'): FieldNode => ({
  type: 'select',
  key: k('state'),
  label: 'State/Province',
  options,
});
const zipPart = (k: KeyOf): FieldNode => ({
  type: 'text',
  key: k('zip'),
  label: 'ZIP/Postal Code',
  maxLength: 10,
});
const countryPart = (k: KeyOf, options = 'countries'): FieldNode => ({
  type: 'select',
  key: k('country'),
  label: 'Country',
  options,
});

/** The default definition of each address part (keys with the block prefix). Overrides come from the config. */
export function addressPartNodes(
  block: NodeOf<'address'>,
  prefix: string,
): { part: AddressPart; node: FieldNode }[] {
  const k: KeyOf = (part) => `${prefix}${part}`;
  const line1: FieldNode = block.lookup
    ? {
        type: 'lookup',
        key: k('address_line_1'),
        label: 'Street Address',
        category: 'address',
        creatable: true,
        fills: { city: k('city'), state: k('state'), zip: k('zip'), country: k('country') },
      }
    : { type: 'text', key: k('address_line_1'), label: 'Street Address' };
  const county: FieldNode | undefined = !block.county
    ? undefined
    : block.countyOptions
      ? { type: 'select', key: k('county'), label: 'County', options: block.countyOptions }
      : { type: 'text', key: k('county'), label: 'County' };
  return [
    { part: 'address_line_1' as const, node: line1 },
    {
      part: 'address_line_2' as const,
      node: { type: 'text', key: k('address_line_2'), label: 'Apt. #' } as FieldNode,
    },
    { part: 'city' as const, node: cityPart(k) },
    { part: 'state' as const, node: statePart(k, block.stateOptions) },
    ...(county ? [{ part: 'county' as const, node: county }] : []),
    { part: 'zip' as const, node: zipPart(k) },
    { part: 'country' as const, node: countryPart(k, block.countryOptions) },
  ];
}

/** The default definition of each school part. The name searches schools and fills the rest. */
export function schoolPartNodes(
  block: NodeOf<'school'>,
  prefix: string,
): { part: SchoolPart; node: FieldNode }[] {
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
      part: 'name' as const,
      node: {
        type: 'lookup',
        key: k('name'),
        label: 'School Name',
        category: block.category,
        creatable: true,
        fills,
      } as FieldNode,
    },
    {
      part: 'address_line_1' as const,
      node: { type: 'text', key: k('address_line_1'), label: 'Address' } as FieldNode,
    },
    { part: 'city' as const, node: cityPart(k) },
    { part: 'state' as const, node: statePart(k, block.stateOptions) },
    { part: 'zip' as const, node: zipPart(k) },
    {
      part: 'ceeb' as const,
      node: { type: 'text', key: k('ceeb'), label: 'CEEB Code', maxLength: 10 } as FieldNode,
    },
    ...(block.country
      ? [{ part: 'country' as const, node: countryPart(k, block.countryOptions) }]
      : []),
  ];
}

/** Applies a part override (label, help, rules) to a part's default node. */
export const applyOverride = (node: FieldNode, override: PartOverride | undefined): FieldNode =>
  override ? ({ ...node, ...override } as FieldNode) : node;
