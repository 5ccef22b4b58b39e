import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import {
  assemblePartnerConfig,
  assertValidPartnerConfig,
  compileFormModel,
  createValidator,
  type ConfigProblem,
  type FormModel,
  type PartnerConfig,
  type Validator,
} from '@admit/engine';

const WANTED = /^(partner\.json|data-model\.json|options\/[^/]+\.json|pages\/[^/]+\.json)$/;

/** The partner as the server uses it: config, compiled model, whole-application validator, answer types. */
export interface LoadedPartner {
  dir: string;
  config: PartnerConfig;
  model: FormModel;
  validate: Validator;
  /** Every storable answer key with its type: the data model plus `<key>_desc` of selects and radios. */
  answerTypes: ReadonlyMap<string, 'string' | 'boolean'>;
  /** Keys flagged sensitive: encrypted at rest, never logged. */
  sensitiveKeys: ReadonlySet<string>;
  warnings: ConfigProblem[];
}

async function readPartnerFiles(dir: string): Promise<Record<string, unknown>> {
  const files: Record<string, unknown> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const file = relative(dir, path).split(sep).join('/');
    if (WANTED.test(file)) files[file] = JSON.parse(await readFile(path, 'utf8'));
  }
  return files;
}

/** Reads, checks (throwing ConfigurationError on errors) and compiles a partner folder. */
export async function loadPartner(dir: string): Promise<LoadedPartner> {
  const { config } = assemblePartnerConfig(await readPartnerFiles(dir));
  const warnings = assertValidPartnerConfig(config);
  const model = compileFormModel(config);
  const answerTypes = new Map<string, 'string' | 'boolean'>();
  const sensitiveKeys = new Set<string>();
  for (const [key, field] of Object.entries(config.dataModel)) {
    answerTypes.set(key, field.type);
    if (field.sensitive) sensitiveKeys.add(key);
  }
  for (const field of model.fields) {
    if (!answerTypes.has(field.key)) answerTypes.set(field.key, field.valueType);
    if (field.descKey) answerTypes.set(field.descKey, 'string');
  }
  return {
    dir,
    config,
    model,
    validate: createValidator(model),
    answerTypes,
    sensitiveKeys,
    warnings,
  };
}
