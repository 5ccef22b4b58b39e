import { Type, type Static } from '@sinclair/typebox';
import { CONFIG_PATTERNS, exactObject, fieldBase, patterned } from '@admit/engine';
import { PartOverrideSchema } from '../blocks/block-parts.schema.ts';

const { visibleWhen, hideInPrint } = fieldBase;

/** The parts of an address (the answers a block with no prefix stores: `city`, `zip`, ...). */
export const AddressPartSchema = Type.Union([
  Type.Literal('address_line_1'),
  Type.Literal('address_line_2'),
  Type.Literal('city'),
  Type.Literal('state'),
  Type.Literal('county'),
  Type.Literal('zip'),
  Type.Literal('country'),
]);
export type AddressPart = Static<typeof AddressPartSchema>;

/** An address block: its schema. */
export const AddressNodeSchema = exactObject(
  {
    type: Type.Literal('address'),
    id: patterned(CONFIG_PATTERNS.snakeName, { description: 'Anchor id of the block.' }),
    label: Type.Optional(Type.String({ description: 'Heading of the block.' })),
    prefix: Type.Optional(
      patterned(CONFIG_PATTERNS.optionalBlockPrefix, {
        description:
          'Prefix of the answer keys (for example `mailing_` gives mailing_city). Must end with "_".',
      }),
    ),
    county: Type.Optional(Type.Boolean({ description: 'Include a county part.' })),
    lookup: Type.Optional(
      Type.Boolean({
        description: 'Street line 1 searches addresses and fills city, state and ZIP.',
      }),
    ),
    countryOptions: Type.Optional(
      Type.String({ description: 'Option list for country (default `countries`).' }),
    ),
    stateOptions: Type.Optional(
      Type.String({
        description: 'Option list for state/province (default `states_provinces`).',
      }),
    ),
    countyOptions: Type.Optional(
      Type.String({ description: 'Option list for county; a text input when absent.' }),
    ),
    visibleWhen,
    hideInPrint,
    parts: Type.Optional(
      Type.Partial(Type.Record(AddressPartSchema, PartOverrideSchema), {
        description: 'Overrides per part.',
      }),
    ),
  },
  'An address: street lines, city, state/province, county (optional), ZIP/postal code and country.',
);
export type AddressNode = Static<typeof AddressNodeSchema>;

export default () => AddressNodeSchema;
