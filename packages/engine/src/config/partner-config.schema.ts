import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { CONFIG_PATTERNS, patterned } from './config-patterns.ts';
import { DataModelSchema } from './data-model.schema.ts';
import type { BaseNode } from './node-base.schema.ts';
import { OptionListSchema } from './option.schema.ts';
import type { Page } from './page.schema.ts';
import { PartnerSchema } from './partner.schema.ts';

/**
 * A whole partner configuration, as assembled from a partner folder:
 * `partner.json`, `data-model.json`, `options/<name>.json` and `pages/<id>.json` (ordered by step),
 * given the page schema (built from the registered node types' schema).
 */
export const partnerConfigSchemaOf = <P extends TSchema>(PageSchema: P) =>
  Type.Object(
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
/** A whole partner configuration, its nodes of type N (the engine's own code reads any node). */
export type PartnerConfig<N = BaseNode> = Static<
  ReturnType<typeof partnerConfigSchemaOf<TUnsafe<Page<N>>>>
>;
