import type { CompiledMessages } from '@admit/i18n/runtime';
import english from './compiled/en.generated.json' with { type: 'json' };
import type { ProductLanguage } from './product-languages.ts';

/**
 * The product's English texts, compiled (each id's ICU message as a JSON AST): the default
 * language, bundled with the app, and every other language's fallback.
 */
export const ENGLISH_TEXTS = english as unknown as CompiledMessages;

/** Loads each language's compiled texts: English is bundled, every other language is a chunk of its own. */
const loaders: Record<ProductLanguage, () => Promise<CompiledMessages>> = {
  en: async () => ENGLISH_TEXTS,
  es: async () =>
    (await import('./compiled/es.generated.json', { with: { type: 'json' } }))
      .default as unknown as CompiledMessages,
};

/**
 * One language's compiled product texts. Only the language asked for is loaded: in the browser a
 * language other than English is one small request, made when the applicant chooses it.
 */
export const loadProductTexts = (language: ProductLanguage): Promise<CompiledMessages> =>
  loaders[language]();
