import type { Catalogue } from './check-catalogues.ts';
import type { Language } from './language.ts';

/** A translation left as it was while the default language's text changed. */
export interface StaleTranslation {
  language: Language;
  id: string;
}

/**
 * The translations that may no longer say what the default language says: ids whose text in the
 * default language changed between `previous` and `current` while a language's text did not.
 */
export function staleTranslations(
  previous: Readonly<Record<Language, Catalogue>>,
  current: Readonly<Record<Language, Catalogue>>,
  defaultLanguage: Language,
): StaleTranslation[] {
  const text = (
    catalogues: Readonly<Record<Language, Catalogue>>,
    language: Language,
    id: string,
  ) =>
    Object.hasOwn(catalogues, language) && Object.hasOwn(catalogues[language]!, id)
      ? catalogues[language]![id]
      : undefined;
  const stale: StaleTranslation[] = [];
  for (const id of Object.keys(current[defaultLanguage] ?? {})) {
    const before = text(previous, defaultLanguage, id);
    if (before === undefined || before === text(current, defaultLanguage, id)) continue;
    for (const language of Object.keys(current)) {
      if (language === defaultLanguage) continue;
      const translation = text(current, language, id);
      if (translation !== undefined && translation === text(previous, language, id)) {
        stale.push({ language, id });
      }
    }
  }
  return stale;
}
