import type { Check } from '../config/check.schema.ts';
import { toJsonSchema, type JsonSchema } from '../conditions/to-json-schema.ts';
import type { FieldModel, GroupModel, Guard } from '../model/form-model.ts';
import type { FormModel } from '../compile/form-model.ts';
import type { OptionSource } from '../config/option.schema.ts';
import type { EngineTexts } from '../texts/engine-texts.ts';
import { dateBoundId } from './date-bounds.ts';

/** A validation schema over `{a: answers, c: context}`. */
export interface ValidationSchema {
  schema: JsonSchema;
}

const answered: JsonSchema = { admitAnswered: true };

/** A guard as a schema over the answers object; block counts and tabs are read from the context. */
function guardSchema(guard: Guard): JsonSchema {
  if (guard.type === 'condition') return toJsonSchema(guard.condition);
  if (guard.type === 'addAnother')
    return { admitBlockShown: { buttonId: guard.buttonId, index: guard.index } };
  return { admitTabShown: { tabId: guard.tabId, value: guard.value } };
}

const all = (parts: JsonSchema[]): JsonSchema =>
  parts.length === 1 ? parts[0]! : { allOf: parts };

/** A check the engine adds itself: the answer is one of a fixed list of option values. */
interface OneOfCheck {
  type: 'oneOf';
  values: string[];
  message: string;
  when?: undefined;
}
/** A check as the schema builder sees it: the config's checks plus the engine's own. */
export type EffectiveCheck = Check | OneOfCheck;

/** The JSON Schema one check puts on a non-empty answer. */
function checkSchema(check: EffectiveCheck): JsonSchema {
  switch (check.type) {
    case 'oneOf':
      return { admitOneOf: check.values };
    case 'pattern':
      return { type: 'string', pattern: check.pattern };
    case 'email':
      return { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' };
    case 'minLength':
      return { admitLength: { min: check.value } };
    case 'maxLength':
      return { admitLength: { max: check.value } };
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
 * A question whose answer is one of its options (`oneOfOptions`, as its node type compiles it),
 * with a fixed list: the answer must be one of its values. Generated year lists
 * are left out: they change with the date and a precompiled validator must not freeze them.
 */
function optionsCheck(
  field: FieldModel,
  yearLists: ReadonlySet<string>,
  texts: EngineTexts,
): OneOfCheck | undefined {
  if (!field.oneOfOptions || !field.options) return undefined;
  const source = (field.node as { options?: OptionSource }).options;
  if (typeof source === 'string' ? yearLists.has(source) : !Array.isArray(source)) return undefined;
  return {
    type: 'oneOf',
    values: field.options.map((o) => o.value).filter((v) => v !== ''),
    message: texts.text('validation.chooseOption', { label: field.label }),
  };
}

/** The messages a field can report, in the order they are listed (requirements first). */
export const fieldMessages = (field: FieldModel, checks: readonly EffectiveCheck[]): string[] => [
  ...field.required.map((c) => c.message),
  ...checks.map((c) => c.message),
];

/** The checks a field's schema applies: its own and built-in ones, plus its options. */
export function effectiveChecks(model: FormModel, field: FieldModel): EffectiveCheck[] {
  const yearLists = new Set(
    Object.entries(model.config.optionLists)
      .filter(([, l]) => !Array.isArray(l))
      .map(([n]) => n),
  );
  // A required check box already demands true (false counts as unanswered): one message is enough.
  const checks = field.required.length
    ? field.checks.filter((c) => c.type !== 'mustBeTrue')
    : field.checks;
  const options = optionsCheck(field, yearLists, model.texts);
  return options ? [...checks, options] : checks;
}

/** Rules of one field that read only its own answer, as a schema on that answer (or undefined). */
function ownRules(field: FieldModel, checks: readonly EffectiveCheck[]): JsonSchema | undefined {
  const parts: JsonSchema[] = [];
  // A first case without condition is a plain requirement; later ones are gated (first case wins).
  const first = field.required[0];
  if (first && !first.when) parts.push({ ...answered, errorMessage: first.message });
  const plain = checks.filter((c) => !c.when && c.type !== 'mustBeTrue');
  if (plain.length)
    parts.push({
      if: answered,
      then: all(plain.map((c) => ({ ...checkSchema(c), errorMessage: c.message }))),
    });
  for (const c of checks)
    if (!c.when && c.type === 'mustBeTrue') parts.push({ const: true, errorMessage: c.message });
  return parts.length ? all(parts) : undefined;
}

/** Rules of a field that also read other answers: each gated by its condition, reported on the field. */
function linkedRules(field: FieldModel, checks: readonly EffectiveCheck[]): JsonSchema[] {
  const on = (schema: JsonSchema): JsonSchema => ({ properties: { [field.key]: schema } });
  const rules: JsonSchema[] = [];
  const cases = field.required;
  const firstAlways = cases.findIndex((c) => !c.when);
  cases.forEach((c, i) => {
    if (!c.when && i === 0) return; // handled by ownRules
    if (firstAlways !== -1 && i > firstAlways) return; // unreachable: an earlier case always holds
    const earlier = cases
      .slice(0, i)
      .flatMap((e) => (e.when ? [{ not: toJsonSchema(e.when) }] : []));
    const gate = [...earlier, ...(c.when ? [toJsonSchema(c.when)] : [])];
    rules.push({ if: all(gate), then: on({ ...answered, errorMessage: c.message }) });
  });
  for (const check of checks) {
    if (!check.when) continue;
    const gate = [
      toJsonSchema(check.when),
      ...(check.type === 'mustBeTrue' ? [] : [{ properties: { [field.key]: answered } }]),
    ];
    rules.push({ if: all(gate), then: on({ ...checkSchema(check), errorMessage: check.message }) });
  }
  return rules;
}

/** A checkbox group's requirement: at least one box ticked, reported on its first box. */
function groupRules(group: GroupModel): JsonSchema[] {
  const first = group.itemKeys[0];
  if (!first) return [];
  return group.required.map((c) => {
    const rule = {
      properties: { [first]: { admitAnyTrue: group.itemKeys, errorMessage: c.message } },
    };
    return c.when ? { if: toJsonSchema(c.when), then: rule } : rule;
  });
}

/**
 * Builds the validation schema for a page's fields (or the whole application's). Fields that share
 * the same guards (a branch of a chain, one add-another block) share one `$defs` entry, compiled as
 * its own small function: one `if` per branch, not one per field. Every message sits on the schema
 * of the answer it is about, so each failure's instancePath names its key. Validated data is
 * `{a: answers with every field key present, c: {d: bound dates, n: counts, t: tabs}}`.
 */
export function buildValidationSchema(model: FormModel, pageId?: string): ValidationSchema {
  const fields = pageId ? model.fields.filter((f) => f.pageId === pageId) : model.fields;
  const groups = pageId ? model.groups.filter((g) => g.pageId === pageId) : model.groups;
  const buckets = new Map<
    string,
    { guards: Guard[]; properties: Record<string, JsonSchema>; rules: JsonSchema[] }
  >();
  const bucket = (guards: Guard[]) => {
    const id = JSON.stringify(guards);
    let b = buckets.get(id);
    if (!b) buckets.set(id, (b = { guards, properties: {}, rules: [] }));
    return b;
  };
  for (const field of fields) {
    const checks = effectiveChecks(model, field);
    const b = bucket(field.guards);
    const own = ownRules(field, checks);
    if (own) b.properties[field.key] = own;
    b.rules.push(...linkedRules(field, checks));
  }
  for (const group of groups) bucket(group.guards).rules.push(...groupRules(group));

  const defs: Record<string, JsonSchema> = {};
  let i = 0;
  for (const b of buckets.values()) {
    const body: JsonSchema = {};
    if (Object.keys(b.properties).length) body.properties = b.properties;
    if (b.rules.length) body.allOf = b.rules;
    if (!body.properties && !body.allOf) continue;
    defs[`g${i++}`] = b.guards.length ? { if: all(b.guards.map(guardSchema)), then: body } : body;
  }
  const refs = Object.keys(defs).map((id) => ({ $ref: `#/$defs/${id}` }));
  return {
    schema: {
      $comment: `admit validation${pageId ? ` for ${pageId}` : ''}`,
      // A page whose questions have no rules accepts any answers (an empty allOf is invalid).
      properties: { a: refs.length ? { allOf: refs } : {} },
      $defs: defs,
    },
  };
}
