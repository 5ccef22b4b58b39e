import { compileCatalogue, createTranslator, type Translator } from '@admit/i18n';
import english from './catalogues/en.json' with { type: 'json' };
import spanish from './catalogues/es.json' with { type: 'json' };
import {
  PRODUCT_DEFAULT_LANGUAGE,
  isProductLanguage,
  type ProductLanguage,
} from './product-languages.ts';

const sources: Record<ProductLanguage, Readonly<Record<string, string>>> = {
  en: english,
  es: spanish,
};

const translators = new Map<ProductLanguage, Translator>();

const compiled = (language: ProductLanguage) => compileCatalogue(sources[language]).messages;

/**
 * The product's texts for the server (`@admit/texts/server`): every id of a language's catalogue,
 * the mails' included, compiled from the catalogue on first use. A language the product's texts do
 * not ship in (a partner's third language) reads English, as does a text a catalogue lacks.
 */
export function serverTexts(language: string): Translator {
  const chosen = isProductLanguage(language) ? language : PRODUCT_DEFAULT_LANGUAGE;
  let translator = translators.get(chosen);
  if (!translator) {
    translator = createTranslator(
      chosen,
      compiled(chosen),
      chosen === PRODUCT_DEFAULT_LANGUAGE
        ? {}
        : { fallback: { language: PRODUCT_DEFAULT_LANGUAGE, messages: compiled('en') } },
    );
    translators.set(chosen, translator);
  }
  return translator;
}
