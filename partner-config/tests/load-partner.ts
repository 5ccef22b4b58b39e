import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assemblePartnerConfig,
  compileFormModel,
  createValidator,
  type PartnerConfig,
} from '@admit/engine';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The bundled partner (this folder, without examples and tests), assembled as the server does. */
export function loadBundledPartner(): PartnerConfig {
  const files: Record<string, unknown> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const file = path.slice(root.length).replaceAll('\\', '/').replace(/^\//, '');
    if (
      !entry.isFile() ||
      !/^(partner|data-model)\.json$|^(options|pages)\/[^/]+\.json$/.test(file)
    )
      continue;
    files[file] = JSON.parse(readFileSync(path, 'utf8'));
  }
  return assemblePartnerConfig(files).config;
}

export const config = loadBundledPartner();
export const model = compileFormModel(config);
export const validate = createValidator(model);
