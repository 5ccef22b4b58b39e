import { fileURLToPath } from 'node:url';
import { readPartnerFolder } from '@admit/config-lint';
import { assemblePartnerConfig, createValidator, type PartnerConfig } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The bundled partner (this folder, without examples and tests), read as config-lint and the server read it. */
export const config: PartnerConfig = assemblePartnerConfig(
  (await readPartnerFolder(root)).files,
).config;
export const model = compileFormModel(config);
export const validate = createValidator(model);
