import { loadPartnerFolder, type LintProblem } from '@admit/config-lint';
import {
  compileFormModel,
  createValidator,
  type FormModel,
  type PartnerConfig,
  type Validator,
} from '@admit/engine';

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
  /** config-lint's warnings, each with its file, line, column and pointer. */
  warnings: LintProblem[];
}

/**
 * Reads and checks a partner folder as config-lint does (throwing a PartnerFolderError that names
 * the file, line, column and pointer of every error), then compiles it.
 */
export async function loadPartner(dir: string): Promise<LoadedPartner> {
  const { config, warnings } = await loadPartnerFolder(dir);
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
