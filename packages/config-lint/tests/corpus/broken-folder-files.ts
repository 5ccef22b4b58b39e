import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Defect } from './defects.ts';
import type { JsonFiles } from './json-files.ts';

/** Every file of the valid base folder, relative to it. */
export const BASE_FILES = [
  'partner.json',
  'data-model.json',
  'options/countries.json',
  'options/genders.json',
  'options/states_provinces.json',
  'options/yes_no.json',
  'pages/about.json',
  'pages/education.json',
];

export const BASE_DIR = join(import.meta.dirname, '..', 'base');
export const BROKEN_DIR = join(import.meta.dirname, '..', 'broken');

/** The files of a defect's folder as text: the base folder's, with the defect applied. */
export async function brokenFolderFiles(defect: Defect): Promise<Record<string, string>> {
  const files: JsonFiles = {};
  for (const file of BASE_FILES)
    files[file] = JSON.parse(await readFile(join(BASE_DIR, file), 'utf8'));
  defect.apply?.(files);
  const texts: Record<string, string> = {};
  for (const file of BASE_FILES) {
    if (defect.remove?.includes(file)) continue;
    texts[file] = defect.raw?.[file] ?? `${JSON.stringify(files[file], null, 2)}\n`;
  }
  return texts;
}
