/**
 * A language, as a BCP 47 tag: `en`, `es`, `es-MX`, `vi`. A partner folder declares the languages
 * it offers; the first is its default.
 */
export type Language = string;

/** The language a partner folder offers when it declares none. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The tag in its canonical spelling (`ES-mx` → `es-MX`), or undefined when it is not BCP 47. */
export function canonicalLanguage(tag: string): Language | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/**
 * The language's name in itself, as its speakers write it at the start of a link: "English",
 * "Español", "Tiếng Việt". The tag itself when it is not a language tag or Intl knows no name.
 */
export function languageName(tag: Language): string {
  const language = canonicalLanguage(tag);
  if (!language) return tag;
  const name = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' }).of(
    language,
  );
  if (!name) return tag;
  // The first character (code point) upper-cased by the language's own rules (Turkish i → İ).
  const [first = '', ...rest] = name;
  return first.toLocaleUpperCase(language) + rest.join('');
}
