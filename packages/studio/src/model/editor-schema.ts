import { configFileSchemas } from '@admit/node-types/schema';
import { nodeTypeStudios } from '@admit/node-types/studio';
import { valueAt } from './pointer-edit.ts';
import type { Address, StudioFiles } from './studio-files.ts';

type Schema = Record<string, unknown>;
type UiSchema = Record<string, unknown>;

/** What the node editor shows for the selected item: its JSON Schema, the form's uiSchema and its value. */
export interface EditorSchema {
  schema: Schema;
  uiSchema: UiSchema;
}

const fileSchemas = configFileSchemas() as Record<string, Schema>;
const PAGE = fileSchemas['page.schema.json']!;
const definitions = PAGE.definitions as Record<string, Schema>;
const nodeBranches = (definitions.Node!.anyOf ?? []) as Schema[];

const typeOf = (branch: Schema): string | undefined =>
  ((branch.properties as Record<string, Schema> | undefined)?.type?.const as string | undefined) ??
  undefined;

/** The members holding child nodes, edited in the tree rather than in the form. */
const CHILD_LISTS = ['children', 'before', 'after', 'contentByValue'];

/** Members whose values are answer keys (the key picker autocompletes from the data model). */
const KEY_MEMBERS = ['key', 'controller'];

/**
 * The uiSchema of an object schema: custom fields where the schema alone makes a poor form
 * (conditions, requirements, option sources, child lists, answer keys), applied to nested objects too.
 */
function uiSchemaOf(schema: Schema): UiSchema {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const ui: UiSchema = { $schema: { 'ui:widget': 'hidden' } };
  for (const [name, property] of Object.entries(properties)) {
    if (CHILD_LISTS.includes(name)) ui[name] = { 'ui:field': 'nodeList' };
    else if (name === 'visibleWhen' || name === 'when')
      ui[name] = { 'ui:field': 'condition', 'ui:fieldReplacesAnyOrOneOf': true };
    else if (name === 'required')
      ui[name] = { 'ui:field': 'requirement', 'ui:fieldReplacesAnyOrOneOf': true };
    else if (name === 'options')
      ui[name] = { 'ui:field': 'optionSource', 'ui:fieldReplacesAnyOrOneOf': true };
    else if (KEY_MEMBERS.includes(name)) ui[name] = { 'ui:widget': 'answerKey' };
    else if (property.type === 'array' && (property.items as Schema | undefined)?.type === 'object')
      ui[name] = { items: uiSchemaOf(property.items as Schema) };
    else if (property.type === 'object' && property.properties) ui[name] = uiSchemaOf(property);
  }
  return ui;
}

/** Keywords whose values are data (a constant, the allowed values, a default), not schemas. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'required']);
/** Keywords whose values hold schemas by name (a member called `required` is a schema there). */
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

/** The JSON type of a value, as a schema's `type` names it. */
const typeOfValue = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : typeof value;

/** The one type of some values (integers among numbers are numbers), if they have one. */
function typeOfValues(values: readonly unknown[]): string | undefined {
  const types = new Set(values.map(typeOfValue));
  if (types.size === 2 && types.has('integer') && types.has('number')) return 'number';
  return types.size === 1 ? [...types][0] : undefined;
}

/** The value a schema allows, when it allows only one (`const`, or an `enum` of one). */
function constantOf(schema: unknown): { value: unknown } | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const { const: constant, enum: values } = schema as Schema;
  if (constant !== undefined) return { value: constant };
  return Array.isArray(values) && values.length === 1 ? { value: values[0] } : undefined;
}

/**
 * The config schema in the shapes react-jsonschema-form renders, everywhere in it (members, list
 * items, branches, definitions). A choice among constants (`anyOf`/`oneOf` of `const`, as the
 * engine's schema writes a union of literals) becomes an `enum` of its values' type: rjsf takes
 * such a choice without a `type` for a field of unknown type and shows an error instead of a
 * select. A `const` or `enum` without a `type` gets its values' type.
 */
export function formSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(formSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const result: Schema = {};
  for (const [keyword, value] of Object.entries(schema))
    result[keyword] = DATA_KEYWORDS.has(keyword)
      ? value
      : NAMED_SCHEMAS.has(keyword) && typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([name, v]) => [name, formSchema(v)]))
        : formSchema(value);
  for (const union of ['anyOf', 'oneOf'] as const) {
    const branches = result[union];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    const constants = branches.map(constantOf);
    if (constants.some((c) => c === undefined)) continue;
    const values = constants.map((c) => c!.value);
    const type = typeOfValues(values);
    delete result[union];
    result.enum = values;
    if (type && result.type === undefined) result.type = type;
  }
  if (result.type === undefined) {
    const values = result.const !== undefined ? [result.const] : result.enum;
    const type = Array.isArray(values) ? typeOfValues(values) : undefined;
    if (type) result.type = type;
  }
  return result;
}

/** A schema for the form: the config's definitions beside it (for `$ref`), in rjsf's shapes. */
const withDefinitions = (schema: Schema): Schema =>
  formSchema({ ...schema, definitions }) as Schema;

/** The schema of a page without its sections (they are edited in the tree). */
function pageSchema(): Schema {
  const properties = { ...(PAGE.properties as Record<string, Schema>) };
  delete properties.sections;
  const required = (PAGE.required as string[]).filter((name) => name !== 'sections');
  return { ...PAGE, properties, required };
}

/** The schema of a section without its children (edited in the tree). */
function sectionSchema(): Schema {
  const section = (PAGE.properties as Record<string, Schema>).sections!.items as Schema;
  return section;
}

/** Whether an address names a page, a section or a node of a page file. */
export function kindOfAddress({ file, pointer }: Address): 'page' | 'section' | 'node' | undefined {
  if (!file.startsWith('pages/')) return undefined;
  if (pointer === '') return 'page';
  if (/^\/sections\/\d+$/.test(pointer)) return 'section';
  return /\/\d+$/.test(pointer) ? 'node' : undefined;
}

/**
 * The schema and uiSchema the node editor generates its form from, for the item at an address:
 * the page schema (without sections), the section schema, or the branch of the node schema for
 * the node's type; all from the engine's config JSON Schema, so their descriptions are the help.
 */
export function editorSchema(files: StudioFiles, address: Address): EditorSchema | undefined {
  const kind = kindOfAddress(address);
  if (kind === 'page') {
    const schema = pageSchema();
    return { schema: withDefinitions(schema), uiSchema: uiSchemaOf(schema) };
  }
  if (kind === 'section') {
    const schema = sectionSchema();
    return { schema: withDefinitions(schema), uiSchema: uiSchemaOf(schema) };
  }
  if (kind === 'node') {
    const node = valueAt(files, address) as { type?: unknown } | undefined;
    const branch = nodeBranches.find((b) => typeOf(b) === node?.type);
    if (!branch) return undefined;
    const uiSchema = {
      ...uiSchemaOf(branch),
      ...nodeTypeStudios.get(String(node?.type))?.editorUi,
    };
    uiSchema.type = { 'ui:readonly': true };
    return { schema: withDefinitions(branch), uiSchema };
  }
  return undefined;
}

/** The schema of an option list file (for the option list editor). */
export const optionListSchema = (): Schema => fileSchemas['option-list.schema.json']!;
