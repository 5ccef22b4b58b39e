import type { PartnerConfig } from '../config/partner-config.schema.ts';
import type { FormModel } from '../model/form-model.ts';
import type { ConfigProblem } from './config-problem.ts';

/**
 * What a caller read beside the config, for the checks that need it: the engine reads no files.
 * A check whose input is absent is skipped.
 */
export interface CheckContext {
  /** The header columns of each lookup file (`lookups/<category>.csv`), by category. */
  lookupColumns?: Readonly<Record<string, readonly string[]>>;
  /** Further checks to run with the engine's own (for example ones that need a UI kit's parser). */
  extraChecks?: readonly ConfigCheck[];
}

/** A developer-time check: a pure function over a schema-valid config and its compiled model. */
export type ConfigCheck = (
  config: PartnerConfig,
  model: FormModel,
  context: CheckContext,
) => ConfigProblem[];
