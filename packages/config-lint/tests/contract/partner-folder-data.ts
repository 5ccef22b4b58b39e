import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { isPartnerFile } from '../../src/partner-texts.ts';

/** A partner folder in memory: JSON files parsed, other files (lookup CSVs, broken JSON) as text. */
export interface PartnerFolderData {
  json: Record<string, unknown>;
  text: Record<string, string>;
}

const TEXT_FILE = /^lookups\/[^/]+\.csv$/;

/** Reads the files of a partner folder that config-lint, the server and the web build read. */
export async function readFolderData(dir: string): Promise<PartnerFolderData> {
  const data: PartnerFolderData = { json: {}, text: {} };
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const file = relative(dir, path).split(sep).join('/');
    if (isPartnerFile(file)) data.json[file] = JSON.parse(await readFile(path, 'utf8'));
    else if (TEXT_FILE.test(file)) data.text[file] = await readFile(path, 'utf8');
  }
  return data;
}

/** Writes a folder's files under dir (which must be empty or new). */
export async function writeFolderData(dir: string, data: PartnerFolderData): Promise<void> {
  const files: [string, string][] = [
    ...Object.entries(data.json).map(([f, v]): [string, string] => [
      f,
      `${JSON.stringify(v, null, 2)}\n`,
    ]),
    ...Object.entries(data.text),
  ];
  for (const [file, content] of files) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), content);
  }
}

export const cloneFolderData = (data: PartnerFolderData): PartnerFolderData =>
  structuredClone(data);
