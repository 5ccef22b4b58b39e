/** The file the web build writes beside index.html: what to preload with a page in each language. */
export const LANGUAGES_FILE = 'languages.json';

/** A chunk of the build, as the plugin sees it in the bundle. */
export interface BuiltChunk {
  fileName: string;
  /** The module the chunk is made for (`\0virtual:admit-partner/es`, a path), or ''. */
  facade: string;
}

/**
 * `languages.json`: the partner's default language and, for each declared language, the chunks a
 * page in that language loads before it renders (the partner's config in that language, the
 * product's texts when they are not English), as URL paths. The server preloads them with the
 * page (`<link rel="modulepreload">`), so the language's texts arrive with the entry, not after it.
 */
export interface LanguagesManifest {
  default: string;
  languages: Record<string, { preload: string[] }>;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The manifest for a build's chunks and the partner's languages (the default first). */
export function languagePreloads(
  chunks: readonly BuiltChunk[],
  languages: readonly string[],
): LanguagesManifest {
  const path = (chunk: BuiltChunk) => `/${chunk.fileName}`;
  const entry = (language: string) => {
    const partner = chunks.find((c) => c.facade === `\0virtual:admit-partner/${language}`);
    if (!partner) throw new Error(`The build has no partner config chunk for "${language}".`);
    const texts = new RegExp(`/compiled/${escapeRegExp(language)}\\.generated\\.json$`);
    return {
      preload: [path(partner), ...chunks.filter((c) => texts.test(c.facade)).map(path)],
    };
  };
  return {
    default: languages[0]!,
    languages: Object.fromEntries(languages.map((language) => [language, entry(language)])),
  };
}
