import { partnerLanguages, translationFile } from '@admit/engine';
import type { StudioFiles } from './studio-files.ts';

/** The languages the folder offers (`languages` in partner.json, its default first; else English). */
export const folderLanguages = (files: StudioFiles): string[] =>
  partnerLanguages(files['partner.json']);

/** A language's translations as the folder holds them (`translations/<language>.json`), or none. */
export function translationsOf(files: StudioFiles, language: string): Record<string, string> {
  const value = files[translationFile(language)];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** A text's translation into a language, when the folder has one that is not blank. */
export function translationOf(
  files: StudioFiles,
  language: string,
  id: string,
): string | undefined {
  const text = translationsOf(files, language)[id];
  return text !== undefined && text.trim() !== '' ? text : undefined;
}
