import type { FormModel, PartnerConfig } from '@admit/engine';
import type { ConfigProblem } from './config-problem.ts';

/**
 * What a caller read beside the config, for the checks that need it: the checks read no files
 * (they run in a browser worker too). A check whose input is absent is skipped.
 */
export interface CheckContext {
  /** The header columns of each lookup file (`lookups/<category>.csv`), by category. */
  lookupColumns?: Readonly<Record<string, readonly string[]>>;
}

/** A developer-time check: a pure function over a schema-valid config and its compiled model. */
export type ConfigCheck = (
  config: PartnerConfig,
  model: FormModel,
  context: CheckContext,
) => ConfigProblem[];
