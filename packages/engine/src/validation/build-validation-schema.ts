import type { Check } from '../config/check.schema.ts';
import type { Condition } from '../config/condition.schema.ts';
import { toJsonSchema, UNANSWERED, type JsonSchema } from '../conditions/to-json-schema.ts';
import type { FieldModel, FormModel, GroupModel, Guard } from '../model/form-model.ts';
import { dateBoundId } from './date-bounds.ts';

/** What one entry of the validation schema's `allOf` checks, to turn its failure into a problem. */
export type SchemaEntry =
  | { type: 'required'; key: string; pageId: string; message: string }
  | { type: 'check'; key: string; pageId: string; message: string; check: Check }
  | { type: 'group'; key: string; pageId: string; message: string };

/** A validation schema over `{a: answers, c: context}` and the meaning of each of its entries. */
export interface ValidationSchema {
  schema: JsonSchema;
  entries: SchemaEntry[];
}

const onAnswers = (schema: JsonSchema): JsonSchema => ({ properties: { a: schema } });
const answered = (key: string): JsonSchema => ({ required: [key], properties: { [key]: { not: { enum: UNANSWERED } } } });
const condition = (c: Condition): JsonSchema => onAnswers(toJsonSchema(c));

/** A guard as a schema over the wrapper: conditions on `a`, block counts on `c.n`, tabs on `c.t`. */
function guardSchema(guard: Guard): JsonSchema {
  if (guard.type === 'condition') return condition(guard.condition);
  if (guard.type === 'addAnother') {
    return { properties: { c: { properties: { n: { required: [guard.buttonId], properties: { [guard.buttonId]: { minimum: guard.index } } } } } } };
  }
  return { properties: { c: { properties: { t: { required: [guard.tabId], properties: { [guard.tabId]: { const: guard.value } } } } } } };
}

/** Everything that must hold for a field to be shown, as one schema (undefined: always shown). */
function shownSchema(field: FieldModel | GroupModel): JsonSchema[] {
  const parts = field.guards.map(guardSchema);
  if ('optionsByAnswer' in field && field.optionsByAnswer && !field.options && field.controller) {
    parts.push(onAnswers({ required: [field.controller], properties: { [field.controller]: { enum: Object.keys(field.optionsByAnswer) } } }));
  }
  return parts;
}

/** Attaches an ajv-errors message: every failure inside the schema becomes this one message. */
const withMessage = (schema: JsonSchema, message: string): JsonSchema => ({ ...schema, errorMessage: message });

const ifAll = (parts: JsonSchema[]): JsonSchema => (parts.length === 1 ? parts[0]! : { allOf: parts });

/** The JSON Schema one check puts on a non-empty answer. */
function checkSchema(check: Check): JsonSchema {
  switch (check.type) {
    case 'pattern':
      return { type: 'string', pattern: check.pattern };
    case 'email':
      return { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' };
    // Lengths as unicode patterns (code points, like ajv's minLength) so no runtime helper is needed.
    case 'minLength':
      return { type: 'string', pattern: `^[\\s\\S]{${check.value},}$` };
    case 'maxLength':
      return { type: 'string', pattern: `^[\\s\\S]{0,${check.value}}$` };
    case 'number': {
      const { minimum, maximum, multipleOf, integer } = check;
      return { admitNumber: { minimum, maximum, multipleOf, integer } };
    }
    case 'mustBeTrue':
      return { const: true };
    case 'date':
      return { admitDate: true };
    case 'dateRange':
      return {
        admitDateBound: {
          ...(check.min ? { min: dateBoundId(check.min) } : {}),
          ...(check.max ? { max: dateBoundId(check.max) } : {}),
        },
      };
    case 'sameAs':
      return { admitSameAs: check.otherKey };
  }
}

/**
 * A select or radio with a fixed list: the answer must be one of its values. Generated year lists
 * are left out: they change with the date and a precompiled validator must not freeze them.
 */
function optionsCheck(field: FieldModel, yearLists: ReadonlySet<string>): Check | undefined {
  const node = field.node;
  if ((node.type !== 'select' && node.type !== 'radio') || !field.options) return undefined;
  const source = node.options;
  if (typeof source === 'string' ? yearLists.has(source) : !Array.isArray(source)) return undefined;
  const values = field.options.map((o) => o.value).filter((v) => v !== '');
  return { type: 'pattern', pattern: `^(${values.map(escapeRegExp).join('|')})$`, message: `${field.label}: please choose one of the options.` };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Builds the validation schema for some fields (a page's, or the whole application's): for each
 * field, in order, its requirement cases and then its checks, each gated by the field being shown
 * (and, for checks, answered). Validated data is `{a: answers, c: {d: bound dates, n: counts, t: tabs}}`.
 */
export function buildValidationSchema(model: FormModel, pageId?: string): ValidationSchema {
  const fields = pageId ? model.fields.filter((f) => f.pageId === pageId) : model.fields;
  const groups = pageId ? model.groups.filter((g) => g.pageId === pageId) : model.groups;
  const entries: SchemaEntry[] = [];
  const allOf: JsonSchema[] = [];
  const groupsByFirstItem = new Map(groups.map((g) => [g.itemKeys[0], g]));
  const yearLists = new Set(Object.entries(model.config.optionLists).filter(([, l]) => !Array.isArray(l)).map(([n]) => n));

  for (const field of fields) {
    const group = groupsByFirstItem.get(field.key);
    if (group) {
      for (const c of group.required) {
        const gate = [...shownSchema(group), ...(c.when ? [condition(c.when)] : [])];
        const anyTicked = withMessage(onAnswers({ anyOf: group.itemKeys.map((k) => ({ required: [k], properties: { [k]: { const: true } } })) }), c.message);
        allOf.push(gate.length ? { if: ifAll(gate), then: anyTicked } : anyTicked);
        entries.push({ type: 'group', key: group.id, pageId: group.pageId, message: c.message });
      }
    }
    const shown = shownSchema(field);
    field.required.forEach((c, i) => {
      // Only the first case that holds reports: later cases are gated by the earlier ones not holding.
      const earlier = field.required.slice(0, i).flatMap((e) => (e.when ? [{ not: condition(e.when) }] : []));
      const gate = [...shown, ...earlier, ...(c.when ? [condition(c.when)] : [])];
      const then = withMessage(onAnswers(answered(field.key)), c.message);
      allOf.push(gate.length ? { if: ifAll(gate), then } : then);
      entries.push({ type: 'required', key: field.key, pageId: field.pageId, message: c.message });
    });
    const extra = optionsCheck(field, yearLists);
    // A required check box already demands true (false counts as unanswered): one message is enough.
    const checks = field.required.length ? field.checks.filter((c) => c.type !== 'mustBeTrue') : field.checks;
    for (const check of extra ? [...checks, extra] : checks) {
      const needsAnswer = check.type !== 'mustBeTrue';
      const gate = [...shown, ...(needsAnswer ? [onAnswers(answered(field.key))] : []), ...(check.when ? [condition(check.when)] : [])];
      const then = withMessage(
        onAnswers(needsAnswer ? { properties: { [field.key]: checkSchema(check) } } : { required: [field.key], properties: { [field.key]: checkSchema(check) } }),
        check.message,
      );
      allOf.push(gate.length ? { if: ifAll(gate), then } : then);
      entries.push({ type: 'check', key: field.key, pageId: field.pageId, message: check.message, check });
    }
  }
  return { schema: { $comment: `admit validation${pageId ? ` for ${pageId}` : ''}`, allOf }, entries };
}
