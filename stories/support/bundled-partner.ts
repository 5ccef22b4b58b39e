/*
 * The bundled partner (partner-config/) assembled in the browser. The JSON files come in through
 * Vite's import.meta.glob, so the same code runs in the Storybook build and in Vitest, without
 * Node's file system.
 */
import { assemblePartnerConfig, type FormModel } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import { createAdmitTheme } from '@admit/mui';

const PARTNER_FOLDER = '../../partner-config/';

// The files config-lint reads: partner.json, data-model.json, options/, pages/ and the texts of
// its other languages, translations/ (the studio's story edits them side by side).
const modules = import.meta.glob<unknown>(
  [
    '../../partner-config/partner.json',
    '../../partner-config/data-model.json',
    '../../partner-config/options/*.json',
    '../../partner-config/pages/*.json',
    '../../partner-config/translations/*.json',
  ],
  { eager: true, import: 'default' },
);

/** The partner folder's files by path inside the folder (options/countries.json, pages/about.json...). */
export const bundledPartnerFiles: Readonly<Record<string, unknown>> = Object.fromEntries(
  Object.entries(modules).map(([path, content]) => [path.slice(PARTNER_FOLDER.length), content]),
);

/** The bundled partner's config, assembled the way the server and config-lint assemble it. */
export const bundledConfig = assemblePartnerConfig(bundledPartnerFiles).config;

/** The bundled partner's compiled form model (all three pages). */
export const bundledModel: FormModel = compileFormModel(bundledConfig);

/** The MUI theme built from the bundled partner's colours and breakpoints. */
export const bundledTheme = createAdmitTheme(bundledConfig.partner.theme);
