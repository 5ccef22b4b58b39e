import english from './english.generated.json' with { type: 'json' };

/**
 * The id of one of the engine's own texts (`validation.maxLength`, `password.error.length`): a
 * product text of `@admit/texts`, whose English `npm run compile-texts` writes into
 * `english.generated.json` beside this file.
 */
export type EngineTextId = keyof typeof english;

/** The values of a text's `{name}` placeholders. */
export type EngineTextValues = Readonly<Record<string, string | number>>;

/**
 * Where the engine takes the words it says (validation, password and auth-form messages, default
 * required messages) in one language. `@admit/react`'s ProductTexts and `@admit/i18n`'s Translator
 * (as `serverTexts(language)` gives) are both EngineTexts, so the engine stays free of them.
 */
export interface EngineTexts {
  /** The language of the texts (a BCP 47 tag): the precompiled validators in it are found by it. */
  readonly language: string;
  /** The text for `id`, its `{name}` placeholders filled from `values`. */
  text(id: EngineTextId, values?: EngineTextValues): string;
}

/** Fills `{name}` placeholders; one without a value stays as written. */
const fill = (template: string, values: EngineTextValues = {}): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );

/** The engine's texts in English: the default of every engine function that speaks. */
export const ENGLISH_ENGINE_TEXTS: EngineTexts = {
  language: 'en',
  text: (id, values) => fill(english[id], values),
};
