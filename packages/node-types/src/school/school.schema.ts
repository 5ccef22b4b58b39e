import { Type, type Static } from '@sinclair/typebox';
import { CONFIG_PATTERNS, exactObject, fieldBase, patterned } from '@admit/engine';
import { PartOverrideSchema } from '../blocks/block-parts.schema.ts';
import { LookupCategorySchema } from '../lookup/lookup.schema.ts';

const { visibleWhen, hideInPrint } = fieldBase;

/** The parts of a school (the answers stored under its prefix: `hs_name`, `hs_ceeb`, ...). */
export const SchoolPartSchema = Type.Union([
  Type.Literal('name'),
  Type.Literal('address_line_1'),
  Type.Literal('city'),
  Type.Literal('state'),
  Type.Literal('zip'),
  Type.Literal('ceeb'),
  Type.Literal('country'),
]);
export type SchoolPart = Static<typeof SchoolPartSchema>;

/** A school block: its schema. */
export const SchoolNodeSchema = exactObject(
  {
    type: Type.Literal('school'),
    id: patterned(CONFIG_PATTERNS.snakeName, { description: 'Anchor id of the block.' }),
    label: Type.Optional(Type.String({ description: 'Heading of the block.' })),
    prefix: patterned(CONFIG_PATTERNS.blockPrefix, {
      description: 'Prefix of the answer keys (for example `hs_` gives hs_name, hs_ceeb).',
    }),
    category: LookupCategorySchema,
    country: Type.Optional(Type.Boolean({ description: 'Include a country part.' })),
    stateOptions: Type.Optional(
      Type.String({ description: 'Option list for state (default `states_provinces`).' }),
    ),
    countryOptions: Type.Optional(
      Type.String({ description: 'Option list for country (default `countries`).' }),
    ),
    visibleWhen,
    hideInPrint,
    parts: Type.Optional(
      Type.Partial(Type.Record(SchoolPartSchema, PartOverrideSchema), {
        description: 'Overrides per part.',
      }),
    ),
  },
  'A school: name (searchable, creatable), address, city, state, ZIP, CEEB code and optionally country. Choosing a school from the search list fills the other parts from its record (the CEEB code from its id). Printed as "name (Ceeb: code)", the address parts as answers of their own.',
);
export type SchoolNode = Static<typeof SchoolNodeSchema>;

export default () => SchoolNodeSchema;
