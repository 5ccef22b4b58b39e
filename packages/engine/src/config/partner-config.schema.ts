import { Type, type Static } from '@sinclair/typebox';
import { CONFIG_PATTERNS, patterned } from './config-patterns.ts';
import { ConditionSchema } from './condition.schema.ts';
import { NodeSchema } from './node.schema.ts';
import { DataModelSchema } from './data-model.schema.ts';
import { OptionListSchema } from './option.schema.ts';
import { PageSchema } from './page.schema.ts';
import { PartnerSchema } from './partner.schema.ts';

/**
 * A whole partner configuration, as assembled from a partner folder:
 * `partner.json`, `data-model.json`, `options/<name>.json` and `pages/<id>.json` (ordered by step).
 */
export const PartnerConfigSchema = Type.Object(
  {
    partner: PartnerSchema,
    dataModel: DataModelSchema,
    optionLists: Type.Record(patterned(CONFIG_PATTERNS.snakeName), OptionListSchema, {
      description: 'Named option lists, one file each under `options/`.',
    }),
    pages: Type.Array(PageSchema, { minItems: 1, description: 'The pages in step order.' }),
  },
  { additionalProperties: false, $id: 'PartnerConfig' },
);
export type PartnerConfig = Static<typeof PartnerConfigSchema>;

/** Every schema with an `$id` the config schema refers to; register them all with a validator. */
export const configSchemas = [ConditionSchema, NodeSchema, PartnerConfigSchema] as const;
