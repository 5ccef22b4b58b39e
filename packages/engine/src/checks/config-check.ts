import type { PartnerConfig } from '../config/partner-config.schema.ts';
import type { FormModel } from '../model/form-model.ts';
import type { ConfigProblem } from './config-problem.ts';

/** A developer-time check: a pure function over a schema-valid config and its compiled model. */
export type ConfigCheck = (config: PartnerConfig, model: FormModel) => ConfigProblem[];
