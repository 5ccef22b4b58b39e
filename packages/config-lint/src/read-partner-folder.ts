import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { parseCsv, type PartnerFiles } from '@admit/engine';
import { parseJsonSource, type JsonSource, type Position } from './json-source.ts';

/** A file of the folder that is not valid JSON, and where its first syntax error is. */
export interface UnreadableFile {
  file: string;
  message: string;
  position: Position;
}

/** What a partner folder holds, as the checks need it. */
export interface PartnerFolder {
  /** The JSON files, parsed, by path relative to the folder. */
  files: PartnerFiles;
  /** The same files with the position of every value, for messages. */
  sources: Readonly<Record<string, JsonSource>>;
  unreadable: UnreadableFile[];
  /** The header columns of each lookup file, by category (`lookups/<category>.csv`). */
  lookupColumns: Readonly<Record<string, readonly string[]>>;
}

const WANTED = /^(partner\.json|data-model\.json|options\/[^/]+\.json|pages\/[^/]+\.json)$/;
const LOOKUP = /^lookups\/([^/]+)\.csv$/;

/**
 * Reads the JSON files of a partner folder (`partner.json`, `data-model.json`, `options/`,
 * `pages/`) and the header of each lookup file (`lookups/<category>.csv`).
 */
export async function readPartnerFolder(dir: string): Promise<PartnerFolder> {
  const files: Record<string, unknown> = {};
  const sources: Record<string, JsonSource> = {};
  const unreadable: UnreadableFile[] = [];
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
    if (!WANTED.test(file)) continue;
    const parsed = parseJsonSource(await readFile(path, 'utf8'));
    if (parsed.ok) {
      files[file] = parsed.source.value;
      sources[file] = parsed.source;
    } else unreadable.push({ file, message: parsed.message, position: parsed.position });
  }
  return { files, sources, unreadable, lookupColumns };
}
