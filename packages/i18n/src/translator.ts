import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { CompiledMessages } from './compile-catalogue.ts';
import type { Language } from './language.ts';
import { showMissingValues } from './show-missing-values.ts';

/** The values a text's placeholders take: `{ name: 'Hà Nguyễn', count: 3, due: new Date() }`. */
export type MessageValues = Record<string, PrimitiveType>;

/** Why a text was not shown as asked: the caller fixes its catalogue or its values. */
export interface TranslationProblem {
  type: 'fallback' | 'missing' | 'format';
  id: string;
  language: Language;
  message: string;
}

export interface TranslatorOptions {
  /** The partner's default language and its texts, shown for an id this language lacks. */
  fallback?: { language: Language; messages: CompiledMessages };
  /** Told of every text shown otherwise than asked (a fallback, an id alone, a missing value). */
  onProblem?: (problem: TranslationProblem) => void;
}

/** Formats a language's texts by id. */
export interface Translator {
  readonly language: Language;
  /** The text for `id` in this language, else the default language's, else the id itself. */
  text(id: string, values?: MessageValues): string;
  /** The language `text(id)` is written in (the default language's when it falls back). */
  languageOf(id: string): Language;
}

interface Source {
  language: Language;
  messages: CompiledMessages;
}

/**
 * A translator for one language's compiled texts. It never throws and never answers a blank: a
 * missing text falls back to the default language and then to its id; a missing value shows as
 * `{name}`. Numbers, dates and plurals follow the text's language through `Intl`. Formatters are
 * built once per id, from the AST (no parsing at run time).
 */
export function createTranslator(
  language: Language,
  messages: CompiledMessages,
  { fallback, onProblem }: TranslatorOptions = {},
): Translator {
  const own: Source = { language, messages };
  const sources = fallback ? [own, fallback] : [own];
  const formatters = new Map<string, IntlMessageFormat>();
  const report = (type: TranslationProblem['type'], id: string, message: string) =>
    onProblem?.({ type, id, language, message });
  // An empty text is no translation: the default language's is shown instead of a blank.
  const sourceOf = (id: string) =>
    sources.find(({ messages }) => Object.hasOwn(messages, id) && messages[id]!.length > 0);

  const text = (id: string, values: MessageValues = {}): string => {
    const source = sourceOf(id);
    if (!source) {
      const where = fallback ? `${language} or ${fallback.language}` : language;
      report('missing', id, `No text "${id}" in ${where}: its id is shown`);
      return id;
    }
    if (source !== own)
      report('fallback', id, `No text "${id}" in ${language}: shown in ${source.language}`);
    try {
      let formatter = formatters.get(id);
      if (!formatter) {
        formatter = new IntlMessageFormat(source.messages[id]!, source.language);
        formatters.set(id, formatter);
      }
      return String(formatter.format(values));
    } catch (error) {
      report('format', id, `Text "${id}" in ${source.language}: ${(error as Error).message}`);
      return bestText(source, id, values);
    }
  };

  return { language, text, languageOf: (id) => sourceOf(id)?.language ?? language };
}

/** The text with its missing values shown as `{name}`; its id if even that does not format. */
function bestText({ language, messages }: Source, id: string, values: MessageValues): string {
  try {
    const ast = showMissingValues(messages[id]!, values);
    return String(new IntlMessageFormat(ast, language).format(values)) || id;
  } catch {
    return id;
  }
}
