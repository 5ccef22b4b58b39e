/** The languages the product's own texts ship in: a catalogue each in `catalogues/<language>.json`. */
export const PRODUCT_LANGUAGES = ['en', 'es'] as const;

/** A language the product's own texts ship in. */
export type ProductLanguage = (typeof PRODUCT_LANGUAGES)[number];

/** The language every product text is written in first, and the one a missing text falls back to. */
export const PRODUCT_DEFAULT_LANGUAGE: ProductLanguage = 'en';

/** Whether the product's texts ship in `language` (a canonical tag such as `es`). */
export const isProductLanguage = (language: string): language is ProductLanguage =>
  (PRODUCT_LANGUAGES as readonly string[]).includes(language);
