import {
  createTranslator,
  type Language,
  type MessageValues,
  type TranslationProblem,
} from '@admit/i18n/runtime';
import {
  ENGLISH_TEXTS,
  PRODUCT_DEFAULT_LANGUAGE,
  loadProductTexts,
  type ProductLanguage,
  type ProductTextId,
} from '@admit/texts';

export type { ProductLanguage, ProductTextId } from '@admit/texts';

/** The product's own texts in one language, by id. */
export interface ProductTexts {
  readonly language: Language;
  /**
   * The text for `id`, its placeholders filled from `values` (`{ count: 2 }`); the English text
   * when this language lacks it. Never throws.
   */
  text(id: ProductTextId, values?: MessageValues): string;
}

/** Told of a text shown otherwise than asked (a fallback to English, a missing value). */
const warn = (problem: TranslationProblem) => console.warn(problem.message);

/** The product's texts in a language whose compiled messages are loaded. */
export const productTextsIn = (
  language: ProductLanguage,
  messages: Parameters<typeof createTranslator>[1],
): ProductTexts =>
  createTranslator(language, messages, {
    ...(language === PRODUCT_DEFAULT_LANGUAGE
      ? {}
      : { fallback: { language: PRODUCT_DEFAULT_LANGUAGE, messages: ENGLISH_TEXTS } }),
    onProblem: warn,
  });

/** The product's texts in English, its default language (bundled with the app). */
export const ENGLISH_PRODUCT_TEXTS: ProductTexts = productTextsIn('en', ENGLISH_TEXTS);

let current: ProductTexts = ENGLISH_PRODUCT_TEXTS;
const listeners = new Set<() => void>();

/** The product's texts in the app's current language (English until one is chosen). */
export const currentProductTexts = (): ProductTexts => current;

/**
 * One of the product's texts in the app's current language, for code outside React (toasts
 * raised by API handlers, errors of a save). Components call `useText()`, which re-renders them
 * when the language changes.
 */
export const productText = (id: ProductTextId, values?: MessageValues): string =>
  current.text(id, values);

/** Calls `listener` whenever the app's language changes; returns the unsubscribe. */
export function subscribeProductTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Makes `language` the app's language for the product's texts: loads its compiled catalogue (only
 * that language's: English is bundled, another language is one request) and re-renders every
 * component that reads a text.
 */
export async function setProductLanguage(language: ProductLanguage): Promise<void> {
  const texts =
    language === PRODUCT_DEFAULT_LANGUAGE
      ? ENGLISH_PRODUCT_TEXTS
      : productTextsIn(language, await loadProductTexts(language));
  if (texts.language === current.language) return;
  current = texts;
  for (const listener of listeners) listener();
}
