import { Type, type TSchema } from '@sinclair/typebox';
import { ConditionSchema } from './condition.schema.ts';
import { DataModelSchema } from './data-model.schema.ts';
import { OptionListSchema } from './option.schema.ts';
import { PartnerSchema } from './partner.schema.ts';

/**
 * The `$schema` member a partner file may carry so an editor finds its JSON Schema. The product
 * ignores it: the folder is assembled without it.
 */
export const SchemaMemberSchema = Type.String({
  description:
    'Where an editor finds the JSON Schema of this file (for example `../../packages/node-types/schemas/page.schema.json`). Ignored by the product.',
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The schemas other schemas refer to by `$id`, bundled as `definitions` of each file's schema. */
type Shared = Record<string, unknown>;

/** A plain JSON copy (TypeBox's symbol keys dropped) with `$ref`s to shared schemas made local. */
function localised(schema: unknown, used: Set<string>, shared: Shared): Json {
  return JSON.parse(JSON.stringify(schema), (key, value: Json) => {
    if (key === '$ref' && typeof value === 'string' && value in shared) {
      used.add(value);
      return `#/definitions/${value}`;
    }
    return value;
  }) as Json;
}

/** Adds the optional `$schema` member to an object schema. */
function withSchemaMember(schema: Json): Json {
  const object = schema as { properties?: Record<string, Json> };
  object.properties = {
    $schema: localised(SchemaMemberSchema, new Set(), {}),
    ...object.properties,
  };
  return schema;
}

/** A draft-07 schema for one kind of file, with the shared schemas it uses as definitions. */
function fileSchema(
  shared: Shared,
  title: string,
  schema: unknown,
  addMember: (root: Json) => void,
): Json {
  const used = new Set<string>();
  const root = localised(schema, used, shared) as Record<string, Json>;
  addMember(root);
  const definitions: Record<string, Json> = {};
  for (let added = true; added;) {
    added = false;
    for (const name of [...used].filter((n) => !(n in definitions))) {
      const definition = localised(shared[name], used, shared) as Record<string, Json>;
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
 * `option-list.schema.json` (files under `options/`) and `page.schema.json` (files under `pages/`),
 * given the node schema (`$id` "Node") and the page schema built from it. `npm run config-schemas`
 * writes them; editors use them to complete and check partner files.
 */
export function configFileSchemasOf(
  NodeSchema: TSchema,
  PageSchema: TSchema,
): Record<string, Json> {
  const shared: Shared = { Condition: ConditionSchema, Node: NodeSchema };
  const file = (title: string, schema: unknown, addMember: (root: Json) => void) =>
    fileSchema(shared, title, schema, addMember);
  return {
    'partner.schema.json': file('partner.json', PartnerSchema, withSchemaMember),
    'data-model.schema.json': file('data-model.json', DataModelSchema, withSchemaMember),
    'option-list.schema.json': file('options/<name>.json', OptionListSchema, (root) => {
      // Only the years form is an object; a fixed list is an array and cannot carry `$schema`.
      for (const branch of (root as { anyOf: Json[] }).anyOf)
        if ((branch as { type?: string }).type === 'object') withSchemaMember(branch);
    }),
    'page.schema.json': file('pages/<id>.json', PageSchema, withSchemaMember),
  };
}
