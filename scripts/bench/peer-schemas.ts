/*
 * The bench page for the peer form engines: one JSON Schema for react-jsonschema-form (conditions
 * as `allOf` of `if`/`then`), and a flat JSON Schema plus a UI schema with SHOW rules for JSON
 * Forms. Both come from the engine's compiled model, so they hold the same questions, labels,
 * options and conditions as the Admit page.
 */
import {
  guardsHold,
  toJsonSchema,
  type Answers,
  type Condition,
  type FieldModel,
  type JsonSchema,
  type Option,
} from '@admit/engine';
import type { BenchPage } from './bench-page.ts';

/** What JSON Forms' UI schema elements look like here. */
export interface UiElement {
  type: 'VerticalLayout' | 'Group' | 'Control';
  label?: string;
  scope?: string;
  elements?: UiElement[];
  options?: Record<string, unknown>;
  rule?: { effect: 'SHOW'; condition: { scope: '#'; schema: JsonSchema } };
}

/** The peer apps' input for one bench page. */
export interface PeerSchemas {
  /** Field keys in reading order: every field some answers can show (static guards applied). */
  keys: string[];
  rjsf: { schema: JsonSchema; uiSchema: Record<string, unknown> };
  jsonForms: { schema: JsonSchema; uischema: UiElement };
  /** The page's answers limited to its fields (no `_desc` companions, which peers do not keep). */
  formData: Record<string, string | boolean>;
}

/** The engine's `admitAnswered` keyword in plain JSON Schema: present and not "", false or null. */
const ANSWERED: JsonSchema = { not: { enum: ['', false, null] } };

const on = (key: string, schema: JsonSchema): JsonSchema => ({
  required: [key],
  properties: { [key]: schema },
});

/** One leaf of the engine's translation (`admitCondition`) in standard JSON Schema. */
function standardLeaf({ key, op, target }: { key: string; op: string; target: unknown }) {
  const list = Array.isArray(target) ? target : [target];
  switch (op) {
    case 'equals':
      return on(key, { const: target });
    case 'notEquals':
      return { not: on(key, { const: target }) };
    case 'in':
      return on(key, { enum: list });
    case 'notIn':
      return { not: on(key, { enum: list }) };
    case 'answered':
      return on(key, ANSWERED);
    case 'notAnswered':
      return { not: on(key, ANSWERED) };
    default:
      throw new Error('Numeric comparisons have no JSON Schema form for the peer engines.');
  }
}

/** A condition as standard JSON Schema (the engine's translation, its own keyword replaced). */
export function standardCondition(condition: Condition): JsonSchema {
  const replace = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replace);
    if (!value || typeof value !== 'object') return value;
    if ('admitCondition' in value)
      return standardLeaf(value.admitCondition as { key: string; op: string; target: unknown });
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v)]));
  };
  return replace(toJsonSchema(condition)) as JsonSchema;
}

const allOf = (schemas: JsonSchema[]): JsonSchema | undefined =>
  schemas.length === 0 ? undefined : schemas.length === 1 ? schemas[0] : { allOf: schemas };

const choices = (options: readonly Option[]) =>
  options.map((o) => ({ const: o.value, title: o.label }));

/** The JSON Schema of one answer, with options as `oneOf` of `const` and `title`. */
function propertySchema(field: FieldModel, options = field.options): JsonSchema {
  const title = field.label;
  if (field.valueType === 'boolean') return { type: 'boolean', title };
  if (options) return { type: 'string', title, oneOf: choices(options) };
  const node = field.node as { type: string; inputType?: string };
  const schema: JsonSchema = { type: 'string', title };
  if (field.maxLength) schema.maxLength = field.maxLength;
  if (node.type === 'text' && node.inputType === 'date') schema.format = 'date';
  return schema;
}

/** One condition and option list under which a field shows (a dependent select has several). */
interface Variant {
  condition?: JsonSchema;
  options?: Option[];
}

function variantsOf(field: FieldModel, conditions: Condition[]): Variant[] {
  const base = conditions.map(standardCondition);
  if (!field.optionsByAnswer || field.options) return [{ condition: allOf(base) }];
  return Object.entries(field.optionsByAnswer).map(([value, options]) => ({
    condition: allOf([
      ...base,
      standardCondition({ valueKey: field.controller!, operator: 'equals', target: value }),
    ]),
    options,
  }));
}

/** The answers of these keys that a peer form can hold (text and booleans). */
export const answersFor = (keys: readonly string[], answers: Answers) =>
  Object.fromEntries(
    keys.flatMap((key) => {
      const value = answers[key];
      return typeof value === 'string' || typeof value === 'boolean' ? [[key, value]] : [];
    }),
  ) as Record<string, string | boolean>;

/** Converts the bench page for react-jsonschema-form and JSON Forms. */
export function peerSchemas(bench: BenchPage): PeerSchemas {
  const { model, page, context } = bench;
  const rjsfProperties: Record<string, JsonSchema> = {};
  const branches = new Map<
    string,
    { if: JsonSchema; then: { properties: Record<string, JsonSchema> } }
  >();
  const uiSchema: Record<string, unknown> = {};
  const flat: Record<string, JsonSchema> = {};
  const keys: string[] = [];
  const sections: UiElement[] = [];

  for (const section of page.sections) {
    const controls: UiElement[] = [];
    for (const field of page.fields.filter((f) => f.sectionId === section.id)) {
      // Add-another blocks and tabs are fixed for the bench (counts and tabs of the opened page).
      const conditions: Condition[] = [];
      const fixed = field.guards.filter((g) => {
        if (g.type !== 'condition') return true;
        conditions.push(g.condition);
        return false;
      });
      if (!guardsHold(model, fixed, context)) continue;
      keys.push(field.key);
      const node = field.node as { type: string; inputType?: string };
      const widget =
        field.kind === 'radio'
          ? 'radio'
          : node.type === 'text' && node.inputType === 'textarea'
            ? 'textarea'
            : node.type === 'text' && node.inputType === 'password'
              ? 'password'
              : field.kind === 'file'
                ? 'file'
                : undefined;
      if (widget && widget !== 'file') uiSchema[field.key] = { 'ui:widget': widget };
      const variants = variantsOf(field, conditions);
      const allOptions = variants.some((v) => v.options)
        ? [...new Map(variants.flatMap((v) => v.options ?? []).map((o) => [o.value, o])).values()]
        : field.options;
      flat[field.key] = propertySchema(field, allOptions);
      for (const variant of variants) {
        const schema = propertySchema(field, variant.options ?? field.options);
        if (widget === 'file') schema.format = 'data-url';
        if (!variant.condition) rjsfProperties[field.key] = schema;
        else {
          const id = JSON.stringify(variant.condition);
          let branch = branches.get(id);
          if (!branch)
            branches.set(id, (branch = { if: variant.condition, then: { properties: {} } }));
          branch.then.properties[field.key] = schema;
        }
        const options =
          widget === 'radio'
            ? { format: 'radio' }
            : widget === 'textarea'
              ? { multi: true }
              : undefined;
        controls.push({
          type: 'Control',
          scope: `#/properties/${field.key}`,
          ...(options ? { options } : {}),
          ...(variant.condition
            ? { rule: { effect: 'SHOW', condition: { scope: '#', schema: variant.condition } } }
            : {}),
        });
      }
    }
    if (controls.length) sections.push({ type: 'Group', label: section.title, elements: controls });
  }
  uiSchema['ui:order'] = [...keys, '*'];
  const formData = answersFor(keys, context.answers);
  return {
    keys,
    rjsf: {
      schema: {
        type: 'object',
        properties: rjsfProperties,
        ...(branches.size ? { allOf: [...branches.values()] } : {}),
      },
      uiSchema,
    },
    jsonForms: {
      schema: { type: 'object', properties: flat },
      uischema: { type: 'VerticalLayout', elements: sections },
    },
    formData,
  };
}

/** A schema test: whether `answers` satisfy a JSON Schema (the caller supplies a validator). */
export type SchemaTest = (schema: JsonSchema, answers: Answers) => boolean;

/** The keys react-jsonschema-form shows for these answers: its properties after resolving `if`/`then`. */
export function rjsfShown(peer: PeerSchemas, answers: Answers, test: SchemaTest): Set<string> {
  const schema = peer.rjsf.schema as {
    properties: Record<string, unknown>;
    allOf?: { if: JsonSchema; then: { properties: Record<string, unknown> } }[];
  };
  const shown = new Set(Object.keys(schema.properties));
  for (const branch of schema.allOf ?? [])
    if (test(branch.if, answers)) Object.keys(branch.then.properties).forEach((k) => shown.add(k));
  return shown;
}

/** The keys JSON Forms shows for these answers: controls whose SHOW rule (if any) holds. */
export function jsonFormsShown(peer: PeerSchemas, answers: Answers, test: SchemaTest): Set<string> {
  const shown = new Set<string>();
  const visit = (element: UiElement) => {
    if (element.rule && !test(element.rule.condition.schema, answers)) return;
    if (element.scope) shown.add(element.scope.replace('#/properties/', ''));
    element.elements?.forEach(visit);
  };
  visit(peer.jsonForms.uischema);
  return shown;
}
