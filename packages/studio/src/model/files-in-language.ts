import { translationFile } from '@admit/engine';
import { translatePartnerFiles } from '@admit/node-types';
import { translationsOf } from './folder-languages.ts';
import type { StudioFiles } from './studio-files.ts';

/**
 * The files as an applicant in a language reads them: the default language's as they are, another
 * one's translated by `translations/<language>.json` (translatePartnerFiles: a text it lacks stays
 * in the default language, as the applicant would see it; the translations files themselves are
 * left as they are).
 */
export function filesInLanguage(
  files: StudioFiles,
  language: string,
  defaultLanguage: string,
): StudioFiles {
  if (language === defaultLanguage || files[translationFile(language)] === undefined) return files;
  return translatePartnerFiles(files, translationsOf(files, language));
}
