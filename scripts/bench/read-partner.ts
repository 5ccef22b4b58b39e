import { readPartnerFolder } from '@admit/config-lint';
import { assemblePartnerConfig, type PartnerConfig } from '@admit/engine';

/** Reads and assembles a partner folder (partner-config/ by default) as config-lint and the server do. */
export async function readPartner(dir = 'partner-config'): Promise<PartnerConfig> {
  return assemblePartnerConfig((await readPartnerFolder(dir)).files).config;
}
