import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { partnerDirFromEnv } from '../../build/partner-dir.ts';

/**
 * A copy of the partner folder (PARTNER_CONFIG's) at `dir` with `profile` as its one export
 * profile, in place of any the partner ships, so a test knows the columns it downloads.
 */
export async function partnerWithExportProfile(dir: string, profile: object): Promise<void> {
  await cp(partnerDirFromEnv(), dir, { recursive: true });
  const path = join(dir, 'partner.json');
  const partner = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  partner.exportProfiles = [profile];
  await writeFile(path, JSON.stringify(partner, null, 2));
}
