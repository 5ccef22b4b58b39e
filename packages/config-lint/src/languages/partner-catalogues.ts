import { partnerLanguages, type PartnerFiles, type PartnerText } from '@admit/engine';
import type { Catalogue } from '@admit/i18n';
import { partnerTexts } from '@admit/node-types';

/** A translations file: `translations/<language>.json`. */
const TRANSLATION_FILE = /^translations\/([^/]+)\.json$/;

/** A partner folder's texts in every language, as config-lint checks them. */
export interface PartnerCatalogues {
  /** The declared languages, the default first (`languages` of partner.json, else `en`). */
  languages: string[];
  defaultLanguage: string;
  /** The texts of the default language that are not blank (a blank one has nothing to translate). */
  texts: PartnerText[];
  /** The ids of blank texts of the default language: a translation of one is neither needed nor unknown. */
  blankIds: ReadonlySet<string>;
  /**
   * The default language's texts by id, and each translations file's texts (its string entries,
   * blank ones included) by language, whether the language is declared or not.
   */
  catalogues: Record<string, Catalogue>;
  /** The content of each translations file, by language, as written. */
  translationFiles: Record<string, unknown>;
}

/** The language a path names when it is a translations file (`translations/es.json` → `es`). */
export const translationLanguage = (file: string): string | undefined =>
  TRANSLATION_FILE.exec(file)?.[1];

/** The member a file may carry for editors (see the engine's SchemaMemberSchema): no text. */
export const SCHEMA_MEMBER = '$schema';

/** The string entries of a translations file (a file that is not an object has none), `$schema` left out. */
const stringEntries = (content: unknown): Record<string, string> =>
  typeof content === 'object' && content !== null && !Array.isArray(content)
    ? Object.fromEntries(
        Object.entries(content).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && entry[0] !== SCHEMA_MEMBER,
        ),
      )
    : {};

/** A partner folder's texts in its default language and its translations files' texts. */
export function partnerCatalogues(files: PartnerFiles): PartnerCatalogues {
  const languages = partnerLanguages(files['partner.json']);
  const defaultLanguage = languages[0]!;
  const all = partnerTexts(files);
  const texts = all.filter((t) => t.text.trim() !== '');
  const blankIds = new Set(all.filter((t) => t.text.trim() === '').map((t) => t.id));
  const catalogues: Record<string, Catalogue> = {
    [defaultLanguage]: Object.fromEntries(texts.map((t) => [t.id, t.text])),
  };
  const translationFiles: Record<string, unknown> = {};
  for (const [file, content] of Object.entries(files)) {
    const language = translationLanguage(file);
    if (language === undefined) continue;
    translationFiles[language] = content;
    if (language === defaultLanguage) continue;
    catalogues[language] = Object.fromEntries(
      Object.entries(stringEntries(content)).filter(([id]) => !blankIds.has(id)),
    );
  }
  return { languages, defaultLanguage, texts, blankIds, catalogues, translationFiles };
}
