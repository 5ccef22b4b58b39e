import type { ErrorObject, ValidateFunction } from 'ajv';
import { valueAtPointer } from '@admit/engine';
import {
  notOneOf,
  orList,
  schemaErrorMessage,
  subject,
  typeWords,
  writtenValue,
} from './schema-error-message.ts';

/** A JSON Schema as the config schema writes it (TypeBox output read as plain JSON). */
export interface Schema {
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  const?: unknown;
  type?: string | string[];
  properties?: Record<string, Schema>;
  [keyword: string]: unknown;
}

/** A schema problem: where in the value it is and what it says. */
export interface SchemaProblem {
  pointer: string;
  message: string;
}

/** How the explanation validates: a compiled validator per schema, and `$ref`s resolved by id. */
export interface SchemaValidators {
  /** A validator for the schema (ajv with `allErrors` and `verbose`, so errors carry their schema). */
  validatorOf(schema: Schema): ValidateFunction;
  /** The schema a `$ref` names. */
  resolve(ref: string): Schema;
}

const isUnion = (error: ErrorObject) => error.keyword === 'anyOf' || error.keyword === 'oneOf';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const within = (pointer: string, ancestor: string) =>
  pointer === ancestor || pointer.startsWith(`${ancestor}/`);

/**
 * The failing unions no other failing union contains. Of two at one place (a union whose only
 * branch is another union), the enclosing one, which ajv reports last.
 */
function outermostUnions(errors: readonly ErrorObject[]): ErrorObject[] {
  const unions = errors.filter(isUnion);
  return unions.filter(
    (union, i) =>
      !unions.some((other, j) =>
        other.instancePath !== union.instancePath
          ? within(union.instancePath, other.instancePath)
          : j > i,
      ),
  );
}

/**
 * Explains why `value` does not fit `schema`, with each problem at the pointer of the value it is
 * about (`pointer` is where `value` is). ajv reports a failing union (a node's types, a
 * condition's forms) with the errors of every branch at the union's place; here each union
 * is replaced by the errors of the one branch the value meant, found again inside it, so a
 * problem deep in a nested question is reported at that question.
 */
export function explainSchemaErrors(
  schema: Schema,
  value: unknown,
  pointer: string,
  validators: SchemaValidators,
): SchemaProblem[] {
  const validate = validators.validatorOf(schema);
  if (validate(value)) return [];
  const errors = validate.errors ?? [];
  const unions = outermostUnions(errors);
  const problems: SchemaProblem[] = [];
  for (const error of errors) {
    if (isUnion(error) || unions.some((u) => within(error.instancePath, u.instancePath))) continue;
    const at = `${pointer}${error.instancePath}`;
    problems.push({
      pointer: at,
      message: schemaErrorMessage(error, valueAtPointer(value, error.instancePath), at),
    });
  }
  for (const union of unions)
    problems.push(
      ...explainUnion(
        union.parentSchema as Schema,
        valueAtPointer(value, union.instancePath),
        `${pointer}${union.instancePath}`,
        validators,
      ),
    );
  return problems;
}

const resolved = (schema: Schema, validators: SchemaValidators): Schema =>
  schema.$ref ? validators.resolve(schema.$ref) : schema;

/** The JSON types a schema can accept; undefined when it does not say (any). */
function jsonTypes(
  schema: Schema,
  validators: SchemaValidators,
  depth = 0,
): Set<string> | undefined {
  const s = resolved(schema, validators);
  if (s.type !== undefined) return new Set(Array.isArray(s.type) ? s.type : [s.type]);
  if ('const' in s) return new Set([s.const === null ? 'null' : typeof s.const]);
  const branches = s.anyOf ?? s.oneOf;
  if (!branches || depth > 4) return undefined;
  const types = new Set<string>();
  for (const branch of branches) {
    const own = jsonTypes(branch, validators, depth + 1);
    if (!own) return undefined;
    for (const type of own) types.add(type);
  }
  return types;
}

function acceptsType(types: Set<string> | undefined, value: unknown): boolean {
  if (!types) return true;
  if (value === null) return types.has('null');
  if (Array.isArray(value)) return types.has('array');
  if (typeof value === 'number')
    return types.has('number') || (types.has('integer') && Number.isInteger(value));
  return types.has(typeof value);
}

/** The members of an object value a branch declares: how much the value looks like it. */
const knownMembers = (branch: Schema, value: unknown): number =>
  isObject(value) && branch.properties
    ? Object.keys(value).filter((name) => name in branch.properties!).length
    : 0;

const typeLiteral = (branch: Schema): unknown => branch.properties?.type?.const;

/**
 * Why a value fits no branch of a union: the branch its `type` names (the node types), else the
 * only branch of its JSON type, else the branch it resembles most (the most members it declares,
 * then the fewest problems); a value of no branch's type, or a literal none of them is, says so.
 */
function explainUnion(
  union: Schema,
  value: unknown,
  pointer: string,
  validators: SchemaValidators,
): SchemaProblem[] {
  const branches = (union.anyOf ?? union.oneOf ?? []).map((b) => resolved(b, validators));
  if (branches.length > 0 && branches.every((b) => 'const' in b)) {
    const allowed = branches.map((b) => b.const);
    return [{ pointer, message: notOneOf(pointer, value, allowed) }];
  }

  const tagged = branches.filter((b) => typeLiteral(b) !== undefined);
  if (isObject(value) && tagged.length > 1) {
    const types = tagged.map(typeLiteral);
    if (!('type' in value))
      return [
        {
          pointer,
          message: `missing member "type" (one of ${orList(types.map((t) => JSON.stringify(t)))})`,
        },
      ];
    const branch = tagged.find((b) => typeLiteral(b) === value.type);
    if (branch) return explainSchemaErrors(branch, value, pointer, validators);
    return [
      { pointer: `${pointer}/type`, message: notOneOf(`${pointer}/type`, value.type, types) },
    ];
  }

  const fitting = branches.filter((b) => acceptsType(jsonTypes(b, validators), value));
  if (fitting.length === 0) {
    const types = new Set(branches.flatMap((b) => [...(jsonTypes(b, validators) ?? [])]));
    const who = subject(pointer);
    const rest = `must be ${orList([...types].map(typeWords))}, not ${writtenValue(value)}`;
    return [{ pointer, message: who ? `${who} ${rest}` : rest }];
  }
  const explained = fitting.map((branch) => ({
    known: knownMembers(branch, value),
    problems: explainSchemaErrors(branch, value, pointer, validators),
  }));
  explained.sort((a, b) => b.known - a.known || a.problems.length - b.problems.length);
  const { problems } = explained[0]!;
  // Only a `oneOf` fails with a branch that fits: the value fits more than one.
  if (problems.length === 0)
    return [{ pointer, message: 'fits more than one form of this member' }];
  return problems;
}
