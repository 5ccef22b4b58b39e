import type { AddressPart, NodeOf, PartOverride, SchoolPart } from '../config/node.schema.ts';
import type { FieldNode } from './form-model.ts';

/** The default definition of each address part (keys without prefix). Overrides come from the config. */
export function addressPartNodes(block: NodeOf<'address'>, prefix: string): { part: AddressPart; node: FieldNode }[] {
  const k = (part: string) => `${prefix}${part}`;
  const line1: FieldNode = block.lookup
    ? {
        type: 'lookup',
        key: k('address_line_1'),
        label: 'Street Address',
        category: 'address',
        creatable: true,
        fills: { city: k('city'), state: k('state'), zip: k('zip') },
      }
    : { type: 'text', key: k('address_line_1'), label: 'Street Address' };
  const parts: { part: AddressPart; node: FieldNode }[] = [
    { part: 'address_line_1', node: line1 },
    { part: 'address_line_2', node: { type: 'text', key: k('address_line_2'), label: 'Apt. #' } },
    { part: 'city', node: { type: 'text', key: k('city'), label: 'City' } },
    { part: 'state', node: { type: 'select', key: k('state'), label: 'State/Province', options: block.stateOptions ?? 'states_provinces' } },
  ];
  if (block.county) {
    parts.push({
      part: 'county',
      node: block.countyOptions
        ? { type: 'select', key: k('county'), label: 'County', options: block.countyOptions }
        : { type: 'text', key: k('county'), label: 'County' },
    });
  }
  parts.push(
    { part: 'zip', node: { type: 'text', key: k('zip'), label: 'ZIP/Postal Code', maxLength: 10 } },
    { part: 'country', node: { type: 'select', key: k('country'), label: 'Country', options: block.countryOptions ?? 'countries' } },
  );
  return parts;
}

/** The default definition of each school part. The name searches schools and fills the rest. */
export function schoolPartNodes(block: NodeOf<'school'>, prefix: string): { part: SchoolPart; node: FieldNode }[] {
  const k = (part: string) => `${prefix}${part}`;
  const fills: Record<string, string> = {
    address_line_1: k('address_line_1'),
    city: k('city'),
    state: k('state'),
    zip: k('zip'),
    ceeb: k('ceeb'),
  };
  if (block.country) fills.country = k('country');
  const parts: { part: SchoolPart; node: FieldNode }[] = [
    { part: 'name', node: { type: 'lookup', key: k('name'), label: 'School Name', category: block.category, creatable: true, fills } },
    { part: 'address_line_1', node: { type: 'text', key: k('address_line_1'), label: 'Address' } },
    { part: 'city', node: { type: 'text', key: k('city'), label: 'City' } },
    { part: 'state', node: { type: 'select', key: k('state'), label: 'State/Province', options: block.stateOptions ?? 'states_provinces' } },
    { part: 'zip', node: { type: 'text', key: k('zip'), label: 'ZIP/Postal Code', maxLength: 10 } },
    { part: 'ceeb', node: { type: 'text', key: k('ceeb'), label: 'CEEB Code', maxLength: 10 } },
  ];
  if (block.country) {
    parts.push({ part: 'country', node: { type: 'select', key: k('country'), label: 'Country', options: block.countryOptions ?? 'countries' } });
  }
  return parts;
}

/** Applies a part override (label, help, rules) to a part's default node. */
export const applyOverride = (node: FieldNode, override: PartOverride | undefined): FieldNode =>
  override ? ({ ...node, ...override } as FieldNode) : node;
