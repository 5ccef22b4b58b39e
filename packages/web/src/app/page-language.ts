import { canonicalLanguage } from '@admit/i18n/runtime';
import { PRODUCT_DEFAULT_LANGUAGE, isProductLanguage, type ProductLanguage } from '@admit/texts';

/**
 * The language the page is served in (`<html lang>`), when the product's texts ship in it; else
 * English. The server serves every page in English today; the language choice (issue 35) sets
 * `lang`, and the app then loads that language's texts before it renders.
 */
export function pageLanguage(lang: string): ProductLanguage {
  const language = canonicalLanguage(lang)?.split('-')[0]?.toLowerCase() ?? '';
  return isProductLanguage(language) ? language : PRODUCT_DEFAULT_LANGUAGE;
}
