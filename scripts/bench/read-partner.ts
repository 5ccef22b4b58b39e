import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { assemblePartnerConfig, type PartnerConfig } from '@admit/engine';

/** Only these files of a partner folder make up its config (examples/, tests/ and lookups/ do not). */
const CONFIG_FILE = /^(partner|data-model)\.json$|^(options|pages)\/[^/]+\.json$/;

/** Reads and assembles a partner folder (partner-config/ by default) as the server does. */
export async function readPartner(dir = 'partner-config'): Promise<PartnerConfig> {
  const files: Record<string, unknown> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const file = path.slice(dir.length + 1).replaceAll('\\', '/');
    if (!entry.isFile() || !CONFIG_FILE.test(file)) continue;
    files[file] = JSON.parse(await readFile(path, 'utf8'));
  }
  return assemblePartnerConfig(files).config;
}
