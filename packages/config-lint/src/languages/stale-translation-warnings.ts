import { translationFile, type PartnerFiles } from '@admit/engine';
import { staleTranslations } from '@admit/i18n';
import { entryPointer, type TranslationProblem } from './check-translations.ts';
import { partnerCatalogues } from './partner-catalogues.ts';

const shown = (text: string | undefined) => JSON.stringify(text ?? '');

/**
 * The translations that may be stale after an edit (`config-lint --against <previous>`): each
 * text whose default-language text changed from `previous` to `current` while its translation
 * stayed the same, as a warning at the translation's entry. None when the default language
 * itself changed (the texts then cannot be compared).
 */
export function staleTranslationWarnings(
  previous: PartnerFiles,
  current: PartnerFiles,
): TranslationProblem[] {
  const before = partnerCatalogues(previous);
  const now = partnerCatalogues(current);
  if (before.defaultLanguage !== now.defaultLanguage) return [];
  const language = now.defaultLanguage;
  return staleTranslations(before.catalogues, now.catalogues, language).map((stale) => ({
    severity: 'warning',
    file: translationFile(stale.language),
    pointer: entryPointer(stale.id),
    message: `the ${stale.language} text may be stale: the ${language} text changed from ${shown(before.catalogues[language]?.[stale.id])} to ${shown(now.catalogues[language]?.[stale.id])} and this translation did not`,
    rule: 'translation-stale',
  }));
}
