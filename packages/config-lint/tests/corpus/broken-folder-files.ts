import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Defect } from './defects.ts';
import type { JsonFiles } from './json-files.ts';
import { withSpanish } from './spanish.ts';

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
/** The base folder in English and Spanish (see corpus/spanish.ts): a valid folder of two languages. */
export const BILINGUAL_DIR = join(import.meta.dirname, '..', 'bilingual');

/** The files of a folder made from the base folder, as text: the base folder's, changed. */
async function changedFolderFiles(
  change: Pick<Defect, 'apply' | 'raw' | 'remove'>,
): Promise<Record<string, string>> {
  const files: JsonFiles = {};
  for (const file of BASE_FILES)
    files[file] = JSON.parse(await readFile(join(BASE_DIR, file), 'utf8'));
  change.apply?.(files);
  const texts: Record<string, string> = {};
  // The base folder's files, then those the change added (a translations file).
  const added = Object.keys(files)
    .filter((file) => !BASE_FILES.includes(file))
    .sort();
  for (const file of [...BASE_FILES, ...added]) {
    if (change.remove?.includes(file)) continue;
    texts[file] = change.raw?.[file] ?? `${JSON.stringify(files[file], null, 2)}\n`;
  }
  return texts;
}

/** The files of a defect's folder as text: the base folder's, with the defect applied. */
export const brokenFolderFiles = (defect: Defect): Promise<Record<string, string>> =>
  changedFolderFiles(defect);

/** The files of the bilingual folder as text: the base folder with its Spanish. */
export const bilingualFolderFiles = (): Promise<Record<string, string>> =>
  changedFolderFiles({ apply: withSpanish });
