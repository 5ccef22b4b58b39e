import { Type, type Static } from '@sinclair/typebox';
import { CONFIG_PATTERNS, patterned } from './config-patterns.ts';

/** One stored answer field. `<key>_desc` companions of selects and radios are implied, never declared. */
export const DataFieldSchema = Type.Object(
  {
    type: Type.Union([Type.Literal('string'), Type.Literal('boolean')], {
      description: 'Stored type: text or true/false.',
    }),
    sensitive: Type.Optional(
      Type.Boolean({
        description: 'Encrypted at rest and never logged (for example SSN-style values).',
      }),
    ),
    description: Type.Optional(
      Type.String({ description: "What the field holds, for the partner's IT team." }),
    ),
  },
  { additionalProperties: false },
);
export type DataField = Static<typeof DataFieldSchema>;

/** Every answer key the application stores, with its type. The server rejects keys not listed here. */
export const DataModelSchema = Type.Record(patterned(CONFIG_PATTERNS.snakeName), DataFieldSchema, {
  description: 'The data model: answer key to field description.',
});
export type DataModel = Static<typeof DataModelSchema>;
