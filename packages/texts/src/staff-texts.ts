import type { CompiledMessages } from '@admit/i18n/runtime';
import english from './compiled/en.staff.generated.json' with { type: 'json' };
import type { ProductLanguage } from './product-languages.ts';

/**
 * The staff console's English texts (ids `staff.*`), compiled. Imported by the console only
 * (`@admit/texts/staff`), which is a chunk of its own: the applicant's first route has none of it.
 */
export const STAFF_ENGLISH_TEXTS = english as unknown as CompiledMessages;

const loaders: Record<ProductLanguage, () => Promise<CompiledMessages>> = {
  en: async () => STAFF_ENGLISH_TEXTS,
  es: async () =>
    (await import('./compiled/es.staff.generated.json', { with: { type: 'json' } }))
      .default as unknown as CompiledMessages,
};

/** One language's compiled staff console texts (English is bundled with the console). */
export const loadStaffTexts = (language: ProductLanguage): Promise<CompiledMessages> =>
  loaders[language]();
