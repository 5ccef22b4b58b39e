import { assemblePartnerConfig, type PartnerConfig, type PartnerFiles } from '@admit/engine';
import { translatePartnerFiles } from '@admit/node-types';
import { partnerCatalogues } from './partner-catalogues.ts';

/**
 * The partner's config in each declared language, the default first: the default language's as the
 * folder has it, another one's with every text its translations file gives (translatePartnerFiles:
 * a text it lacks stays in the default language, as config-lint reports). Structure, keys, values
 * and paths are the same in every language; only the texts an applicant reads differ.
 */
export function partnerConfigsByLanguage(files: PartnerFiles): Record<string, PartnerConfig> {
  const { languages, defaultLanguage, catalogues } = partnerCatalogues(files);
  return Object.fromEntries(
    languages.map((language) => [
      language,
      assemblePartnerConfig(
        language === defaultLanguage
          ? files
          : translatePartnerFiles(files, catalogues[language] ?? {}),
      ).config,
    ]),
  );
}
