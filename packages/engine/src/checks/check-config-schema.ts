import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import Ajv, { type ErrorObject } from 'ajv';
import { configSchemas } from '../config/partner-config.schema.ts';
import type { ConfigProblem } from './config-problem.ts';

let compiled: ReturnType<Ajv['compile']> | undefined;
let quick: TypeCheck<(typeof configSchemas)[2]> | undefined;

const describe = (error: ErrorObject, config: unknown): string => {
  if (error.keyword === 'pattern' && error.instancePath.endsWith('/prefix')) {
    return `prefix ${JSON.stringify(valueAt(config, error.instancePath))} must be snake_case and end with "_"`;
  }
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown member "${String(error.params.additionalProperty)}"`;
    case 'required':
      return `missing member "${String(error.params.missingProperty)}"`;
    case 'const':
      return `must be ${JSON.stringify(error.params.allowedValue)}`;
    default:
      return error.message ?? 'is not valid';
  }
};

/**
 * Checks an assembled config against the config JSON Schema. For a union (a node's `type`), only
 * the errors of the branch whose `type` matches are reported, so the message names the real defect.
 */
export function checkConfigSchema(config: unknown): ConfigProblem[] {
  // TypeBox's own checker compiles the schema in a few tens of ms where ajv takes most of a
  // second; a config it accepts is valid. Only a config with a problem pays for ajv, whose
  // errors (all of them, with schema paths) make the messages.
  quick ??= TypeCompiler.Compile(configSchemas[2], [configSchemas[0], configSchemas[1]]);
  if (quick.Check(config)) return [];
  compiled ??= compileConfigSchema();
  if (compiled(config)) return [];
  const errors = compiled.errors ?? [];
  const byPointer = new Map<string, ErrorObject[]>();
  for (const error of errors) {
    const list = byPointer.get(error.instancePath) ?? [];
    list.push(error);
    byPointer.set(error.instancePath, list);
  }
  const problems: ConfigProblem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (error.keyword === 'anyOf') continue;
    // In a union, an error on a branch whose `type` literal did not match is noise.
    if (error.keyword === 'const' && error.instancePath.endsWith('/type')) continue;
    if (isNoiseFromOtherBranch(error, errors, config)) continue;
    const message = describe(error, config);
    const id = `${error.instancePath}|${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push({ severity: 'error', pointer: error.instancePath, message, rule: 'schema' });
  }
  if (problems.length === 0) {
    problems.push({
      severity: 'error',
      pointer: errors[0]?.instancePath ?? '',
      message: describe(errors[0]!, config),
      rule: 'schema',
    });
  }
  return problems;
}

/** An error belongs to another branch of a node union when the node's `type` names a different branch. */
function isNoiseFromOtherBranch(error: ErrorObject, all: ErrorObject[], config: unknown): boolean {
  // The node's branch is the first union in the path; a member's own union (a text's `category`) comes later.
  const match = /^(.*?)\/anyOf\/(\d+)\//.exec(error.schemaPath);
  if (!match) return false;
  const branchPath = `${match[1]}/anyOf/${match[2]}/properties/type/const`;
  const node = valueAt(config, nodePointer(error));
  if (typeof node !== 'object' || node === null || !('type' in node)) return false;
  return all.some(
    (other) => other.schemaPath === branchPath && other.instancePath.endsWith('/type'),
  );
}

const nodePointer = (error: ErrorObject): string =>
  error.keyword === 'required' || error.keyword === 'additionalProperties'
    ? error.instancePath
    : error.instancePath.replace(/\/[^/]*$/, '');

function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const part of pointer.split('/').slice(1)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

function compileConfigSchema() {
  // The config is validated once per start or lint run: skipping ajv's code optimisation halves
  // the compile time (the biggest part of a config-lint run) and changes no result.
  const ajv = new Ajv({ allErrors: true, strict: false, code: { optimize: false } });
  const [condition, node, config] = configSchemas;
  ajv.addSchema(condition).addSchema(node);
  return ajv.compile(config);
}
