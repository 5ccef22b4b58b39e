import { loadPartnerFolder, type LintProblem } from '@admit/config-lint';
import { createValidator, type Validator } from '@admit/engine';
import { formVersion, type FormVersion } from './form-version.ts';

/**
 * The partner as the server uses it: the form version it runs (config, compiled model, answer
 * types, config hash) with the whole-application validator.
 */
export interface LoadedPartner extends FormVersion {
  dir: string;
  validate: Validator;
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
  const { config, configs, warnings } = await loadPartnerFolder(dir);
  const version = formVersion(config, configs);
  const sensitiveKeys = new Set<string>();
  for (const [key, field] of Object.entries(config.dataModel))
    if (field.sensitive) sensitiveKeys.add(key);
  return {
    ...version,
    dir,
    validate: createValidator(version.model),
    sensitiveKeys,
    warnings,
  };
}
