import type { ProductLanguage } from './product-languages.ts';

/**
 * The ids of the staff console's texts start with this: they are compiled apart, into a chunk the
 * console loads with itself, so the applicant's first route carries none of them.
 */
export const STAFF_ID_PREFIX = 'staff.';

/** Whether a text is the staff console's (its id starts with `staff.`). */
export const isStaffTextId = (id: string): boolean => id.startsWith(STAFF_ID_PREFIX);

/**
 * The ids of the mails' texts start with this: the server writes mails, so they are compiled on
 * the server (`@admit/texts/server`) and never shipped to the browser.
 */
export const MAIL_ID_PREFIX = 'mail.';

/** Whether a text is a mail's (its id starts with `mail.`). */
export const isMailTextId = (id: string): boolean => id.startsWith(MAIL_ID_PREFIX);

/** Which compiled file a text goes to: the applicant's, the staff console's, or none (a mail's). */
export const compiledPartOf = (id: string): 'applicant' | 'staff' | 'server' =>
  isMailTextId(id) ? 'server' : isStaffTextId(id) ? 'staff' : 'applicant';

/**
 * Where a language's catalogue lives, from the package's folder: the source (`id` → ICU message,
 * what translators and partners read: one file per language, the staff console's texts included)
 * and what `npm run compile-texts` makes of it (`id` → AST, what the browser formats without the
 * ICU parser): the applicant's texts, and the staff console's apart.
 */
export const catalogueFiles = (language: ProductLanguage) => ({
  source: `src/catalogues/${language}.json`,
  compiled: `src/compiled/${language}.generated.json`,
  compiledStaff: `src/compiled/${language}.staff.generated.json`,
});

/**
 * The groups of the engine's own texts (validation, password and auth-form rules, the default
 * required messages): the engine formats their English itself, so `npm run compile-texts` also
 * writes their English templates into the engine (`engineTemplates`). They are the applicant's
 * texts too: the browser hands the engine the current language's.
 */
export const ENGINE_ID_PREFIXES = [
  'validation.',
  'password.rule.',
  'password.error.',
  'authForm.',
  'requiredMessage.',
] as const;

/** Whether a text is one the engine says (its id is in one of ENGINE_ID_PREFIXES). */
export const isEngineTextId = (id: string): boolean =>
  ENGINE_ID_PREFIXES.some((prefix) => id.startsWith(prefix));

/** Where `npm run compile-texts` writes the engine's English templates, from this package's folder. */
export const ENGINE_ENGLISH_FILE = '../engine/src/texts/english.generated.json';
