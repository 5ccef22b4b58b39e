import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { parseCsv } from '@admit/engine';
import {
  isPartnerFile,
  parsePartnerTexts,
  type PartnerFolder,
  type PartnerTexts,
} from './partner-texts.ts';

export type { PartnerFolder, UnreadableFile } from './partner-texts.ts';

const LOOKUP = /^lookups\/([^/]+)\.csv$/;

/**
 * Reads the text of a partner folder's JSON files (`partner.json`, `data-model.json`, `options/`,
 * `pages/`, `translations/`) and the header of each lookup file (`lookups/<category>.csv`).
 */
export async function readPartnerTexts(dir: string): Promise<PartnerTexts> {
  const texts: Record<string, string> = {};
  const lookupColumns: Record<string, string[]> = {};
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const file = relative(dir, path).split(sep).join('/');
    const lookup = LOOKUP.exec(file);
    if (lookup) {
      // Only the header row is needed: a licensed list has tens of thousands of rows.
      const [firstLine = ''] = (await readFile(path, 'utf8'))
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/, 1);
      const [header = []] = parseCsv(firstLine);
      lookupColumns[lookup[1]!] = header.map((name) => name.trim());
    }
    if (isPartnerFile(file)) texts[file] = await readFile(path, 'utf8');
  }
  return { texts, lookupColumns };
}

/** Reads and parses the JSON files of a partner folder and the header of each lookup file. */
export async function readPartnerFolder(dir: string): Promise<PartnerFolder> {
  return parsePartnerTexts(await readPartnerTexts(dir));
}
