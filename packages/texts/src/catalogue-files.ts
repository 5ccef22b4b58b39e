import type { ProductLanguage } from './product-languages.ts';

/**
 * Where a language's catalogue lives, from the package's folder: the source (`id` → ICU message,
 * what translators and partners read) and what `npm run compile-texts` makes of it (`id` → AST,
 * what the browser formats without the ICU parser).
 */
export const catalogueFiles = (language: ProductLanguage) => ({
  source: `src/catalogues/${language}.json`,
  compiled: `src/compiled/${language}.generated.json`,
});
