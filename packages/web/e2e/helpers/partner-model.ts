import { lintPartnerFolder } from '@admit/config-lint';
import { createValidator, type PartnerConfig } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import { partnerDirFromEnv } from '../../build/partner-dir.ts';

/**
 * The partner the app was built for (PARTNER_CONFIG's, or `dir`), compiled as the app compiles
 * it, with its validator.
 */
export async function loadPartnerModel(dir = partnerDirFromEnv()) {
  const report = await lintPartnerFolder(dir);
  if (!report.config || report.errors.length)
    throw new Error(`The partner folder ${dir} has errors.`);
  const config = report.config as PartnerConfig;
  const model = compileFormModel(config);
  return { dir, config, model, validate: createValidator(model) };
}
