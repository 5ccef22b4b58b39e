/*
 * The bundled partner (partner-config/, without examples and tests), assembled as the server does,
 * and a generic way to open as many of a page's conditional branches as its conditions allow.
 */
import { assemblePartnerConfig, type FormModel } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';

export { openAllBranches } from './open-branches.ts';

const PARTNER_FOLDER = '../../../../partner-config/';

// The folder layout assemblePartnerConfig reads: partner.json, data-model.json, options/, pages/.
const modules = import.meta.glob<unknown>(
  [
    '../../../../partner-config/partner.json',
    '../../../../partner-config/data-model.json',
    '../../../../partner-config/options/*.json',
    '../../../../partner-config/pages/*.json',
  ],
  { eager: true, import: 'default' },
);
const files = Object.fromEntries(
  Object.entries(modules).map(([path, content]) => [path.slice(PARTNER_FOLDER.length), content]),
);
const bundledModel = compileFormModel(assemblePartnerConfig(files).config);

/** The bundled partner's compiled form model, from its files assembled as the server assembles them. */
export function loadBundledModel(): FormModel {
  return bundledModel;
}
