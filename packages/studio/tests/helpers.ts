import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPartnerFolder } from '@admit/config-lint';

/** The repository's bundled partner folder. */
export const BUNDLED_PARTNER = join(import.meta.dirname, '../../../partner-config');

/** A copy of the bundled partner's JSON files and lookups in a fresh temporary folder. */
export async function copyOfBundledPartner(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'admit-studio-'));
  for (const part of [
    'partner.json',
    'data-model.json',
    'options',
    'pages',
    'lookups',
    'translations',
  ])
    await cp(join(BUNDLED_PARTNER, part), join(dir, part), { recursive: true });
  return dir;
}

/** The bundled partner's files, parsed, as the studio holds them, and its lookup headers. */
export const bundledPartner = () => readPartnerFolder(BUNDLED_PARTNER);
