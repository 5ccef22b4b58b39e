import { lintPartnerFolder, loadPartnerFolder } from '@admit/config-lint';
import { createValidator, type PartnerConfig } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import { partnerDirFromEnv } from '../../build/partner-dir.ts';

/**
 * The partner the app was built for (PARTNER_CONFIG's, or `dir`), compiled as the app compiles
 * it, with its validator: in its default language, or in `language` as an applicant reading that
 * language sees it.
 */
export async function loadPartnerModel(dir = partnerDirFromEnv(), language?: string) {
  const report = await lintPartnerFolder(dir);
  if (!report.config || report.errors.length)
    throw new Error(`The partner folder ${dir} has errors.`);
  const config = language
    ? (await loadPartnerFolder(dir)).configs[language]!
    : (report.config as PartnerConfig);
  const model = compileFormModel(config);
  return { dir, config, model, validate: createValidator(model) };
}
