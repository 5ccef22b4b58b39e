import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import Ajv, { type ValidateFunction } from 'ajv';
import { configSchemas } from '@admit/node-types/schema';
import type { ConfigProblem } from './config-problem.ts';
import {
  explainSchemaErrors,
  type Schema,
  type SchemaValidators,
} from './explain-schema-errors.ts';

let quick: TypeCheck<(typeof configSchemas)[2]> | undefined;
let validators: SchemaValidators | undefined;

/**
 * Checks an assembled config against the config JSON Schema. Each problem is at the value it is
 * about: in a union (a node's `type`, a condition's forms) only the branch the value meant is
 * explained, at the node itself, however deep it is nested.
 */
export function checkConfigSchema(config: unknown): ConfigProblem[] {
  // TypeBox's own checker compiles the schema in a few tens of ms where ajv takes most of a
  // second; a config it accepts is valid. Only a config with a problem pays for ajv, whose
  // errors (all of them, with their schemas) make the messages.
  quick ??= TypeCompiler.Compile(configSchemas[2], [configSchemas[0], configSchemas[1]]);
  if (quick.Check(config)) return [];
  validators ??= configSchemaValidators();
  const root = configSchemas[2] as unknown as Schema;
  const problems: ConfigProblem[] = [];
  const seen = new Set<string>();
  for (const { pointer, message } of explainSchemaErrors(root, config, '', validators)) {
    const id = `${pointer}|${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push({ severity: 'error', pointer, message, rule: 'schema' });
  }
  return problems;
}

function configSchemaValidators(): SchemaValidators {
  // The config is validated once per start or lint run: skipping ajv's code optimisation halves
  // the compile time (the biggest part of a config-lint run) and changes no result. `verbose`
  // gives each error its schema: a failing union is explained from its branches.
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true, code: { optimize: false } });
  const [condition, node] = configSchemas;
  ajv.addSchema(condition).addSchema(node);
  const byId = new Map(configSchemas.map((s) => [s.$id as string, s as unknown as Schema]));
  const compiled = new WeakMap<Schema, ValidateFunction>();
  return {
    validatorOf(schema) {
      let validate = compiled.get(schema);
      if (!validate) {
        const id = typeof schema.$id === 'string' ? schema.$id : undefined;
        validate = (id && ajv.getSchema(id)) || ajv.compile(schema);
        compiled.set(schema, validate);
      }
      return validate;
    },
    resolve(ref) {
      const schema = byId.get(ref);
      if (!schema) throw new Error(`The config schema refers to an unknown schema "${ref}".`);
      return schema;
    },
  };
}
