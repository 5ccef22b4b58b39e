import { Type, type TSchema } from '@sinclair/typebox';
import {
  ConditionSchema,
  configFileSchemasOf,
  pageSchemaOf,
  partnerConfigSchemaOf,
  sectionSchemaOf,
} from '@admit/engine';
import { nodeTypes } from './node-types.ts';

/*
 * The config schema of the registered node types. Each type's schema is its folder's
 * `<type>/<type>.schema.ts`, found by the type's name (its default export builds it from the node
 * schema, for the types that hold nodes). They load apart from the definitions on purpose: the
 * applicant's app compiles with the definitions and never loads a schema (nor the schema library).
 */

type SchemaModule = { default: (Node: TSchema) => TSchema };

const typeSchemas = await Promise.all(
  Object.keys(nodeTypes).map(
    (type) => import(`./${type}/${type}.schema.ts`) as Promise<SchemaModule>,
  ),
);

/** An element of a page: one of the registered node types' schemas, by its `type`. */
export const NodeSchema = Type.Recursive(
  (Node) => Type.Union(typeSchemas.map((module) => module.default(Node))),
  { $id: 'Node', description: 'An element of a page.' },
);

/** A titled part of a page. */
export const SectionSchema = sectionSchemaOf(Type.Ref(NodeSchema));

/** One step of the application. */
export const PageSchema = pageSchemaOf(Type.Ref(NodeSchema));

/** A whole partner configuration, as assembled from a partner folder. */
export const PartnerConfigSchema = partnerConfigSchemaOf(PageSchema);

/** Every schema with an `$id` the config schema refers to; register them all with a validator. */
export const configSchemas = [ConditionSchema, NodeSchema, PartnerConfigSchema] as const;

/**
 * JSON Schemas of the files of a partner folder, by file name (see the engine's
 * configFileSchemasOf): what `npm run config-schemas` writes and the studio's editor reads.
 */
export const configFileSchemas = () => configFileSchemasOf(NodeSchema, PageSchema);
