import { Type } from '@sinclair/typebox';
import { ConditionSchema } from './condition.schema.ts';
import { DataModelSchema } from './data-model.schema.ts';
import { NodeSchema } from './node.schema.ts';
import { OptionListSchema } from './option.schema.ts';
import { PageSchema } from './page.schema.ts';
import { PartnerSchema } from './partner.schema.ts';

/**
 * The `$schema` member a partner file may carry so an editor finds its JSON Schema. The product
 * ignores it: the folder is assembled without it.
 */
export const SchemaMemberSchema = Type.String({
  description:
    'Where an editor finds the JSON Schema of this file (for example `../../packages/engine/schemas/page.schema.json`). Ignored by the product.',
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The schemas other schemas refer to by `$id`, bundled as `definitions` of each file's schema. */
const SHARED: Record<string, unknown> = { Condition: ConditionSchema, Node: NodeSchema };

/** A plain JSON copy (TypeBox's symbol keys dropped) with `$ref`s to shared schemas made local. */
function localised(schema: unknown, used: Set<string>): Json {
  return JSON.parse(JSON.stringify(schema), (key, value: Json) => {
    if (key === '$ref' && typeof value === 'string' && value in SHARED) {
      used.add(value);
      return `#/definitions/${value}`;
    }
    return value;
  }) as Json;
}

/** Adds the optional `$schema` member to an object schema. */
function withSchemaMember(schema: Json): Json {
  const object = schema as { properties?: Record<string, Json> };
  object.properties = { $schema: localised(SchemaMemberSchema, new Set()), ...object.properties };
  return schema;
}

/** A draft-07 schema for one kind of file, with the shared schemas it uses as definitions. */
function fileSchema(title: string, schema: unknown, addMember: (root: Json) => void): Json {
  const used = new Set<string>();
  const root = localised(schema, used) as Record<string, Json>;
  addMember(root);
  const definitions: Record<string, Json> = {};
  for (let added = true; added;) {
    added = false;
    for (const name of [...used].filter((n) => !(n in definitions))) {
      const definition = localised(SHARED[name], used) as Record<string, Json>;
      delete definition.$id;
      definitions[name] = definition;
      added = true;
    }
  }
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title,
    ...root,
    ...(Object.keys(definitions).length ? { definitions } : {}),
  };
}

/**
 * JSON Schemas of the files of a partner folder, generated from the config schema (the TypeBox
 * source), by file name: `partner.schema.json`, `data-model.schema.json`,
 * `option-list.schema.json` (files under `options/`) and `page.schema.json` (files under `pages/`).
 * `npm run config-schemas` writes them; editors use them to complete and check partner files.
 */
export function configFileSchemas(): Record<string, Json> {
  return {
    'partner.schema.json': fileSchema('partner.json', PartnerSchema, withSchemaMember),
    'data-model.schema.json': fileSchema('data-model.json', DataModelSchema, withSchemaMember),
    'option-list.schema.json': fileSchema('options/<name>.json', OptionListSchema, (root) => {
      // Only the years form is an object; a fixed list is an array and cannot carry `$schema`.
      for (const branch of (root as { anyOf: Json[] }).anyOf)
        if ((branch as { type?: string }).type === 'object') withSchemaMember(branch);
    }),
    'page.schema.json': fileSchema('pages/<id>.json', PageSchema, withSchemaMember),
  };
}
