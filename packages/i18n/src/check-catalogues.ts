import { canonicalLanguage, type Language } from './language.ts';
import { parseMessage } from './message-ast.ts';
import { messageShape, type MessageShape } from './message-shape.ts';
import { pluralCaseProblems } from './plural-cases.ts';
import { shapeDifferences } from './shape-differences.ts';

/** One language's texts: id → ICU message. */
export type Catalogue = Readonly<Record<string, string>>;

/** Something wrong with a language's texts, in words; `id` names the text when it is one text. */
export interface LanguageProblem {
  language: Language;
  id?: string;
  message: string;
}

/** How much of the default language's texts a language has. */
export interface Coverage {
  /** Texts of the default language this language has (present, not blank). */
  translated: number;
  /** Texts of the default language. */
  total: number;
}

export interface CatalogueCheck {
  problems: LanguageProblem[];
  coverage: Record<Language, Coverage>;
}

const isBlank = (text: unknown) => typeof text !== 'string' || text.trim() === '';

/**
 * Checks every language's texts against the default language's: each text is there and not blank,
 * no language has an id the default lacks, every message parses, and every translation has the
 * default's placeholders (names and kinds), select cases and exact plural cases, and plural cases
 * that fit its own language's plural categories. Coverage counts, per language, the default
 * language's texts it has.
 */
export function checkCatalogues(
  byLanguage: Readonly<Record<Language, Catalogue>>,
  defaultLanguage: Language,
): CatalogueCheck {
  const problems: LanguageProblem[] = [];
  const languages = Object.keys(byLanguage);
  const defaults = byLanguage[defaultLanguage];
  if (!Object.hasOwn(byLanguage, defaultLanguage) || !defaults) {
    problems.push({
      language: defaultLanguage,
      message: `The default language ${defaultLanguage} has no texts`,
    });
    return { problems, coverage: {} };
  }
  const ids = Object.keys(defaults);
  const expected = new Map<string, MessageShape>();
  const coverage: Record<Language, Coverage> = {};

  for (const language of [defaultLanguage, ...languages.filter((l) => l !== defaultLanguage)]) {
    const catalogue = byLanguage[language]!;
    const valid = canonicalLanguage(language) !== undefined;
    if (!valid)
      problems.push({ language, message: `"${language}" is not a language tag (BCP 47)` });
    const problem = (id: string, message: string) =>
      problems.push({ language, id, message: `"${id}" ${message}` });
    let translated = 0;
    for (const id of ids) {
      const text = Object.hasOwn(catalogue, id) ? catalogue[id] : undefined;
      if (isBlank(text)) {
        problem(id, text === undefined ? 'has no text' : 'is blank');
        continue;
      }
      translated += 1;
      const parsed = parseMessage(text!);
      if (parsed.type === 'unparsable') {
        const { line, column, message } = parsed.problem;
        problem(id, `does not parse at ${line}:${column}: ${message}`);
        continue;
      }
      const shape = messageShape(parsed.ast);
      const want = expected.get(id);
      if (language === defaultLanguage) expected.set(id, shape);
      else if (want)
        for (const difference of shapeDifferences(want, shape, defaultLanguage))
          problem(id, difference);
      if (valid)
        for (const plural of shape.plurals)
          for (const message of pluralCaseProblems(plural, language)) problem(id, message);
    }
    for (const id of Object.keys(catalogue)) {
      if (!Object.hasOwn(defaults, id))
        problem(id, `is not a text of the default language ${defaultLanguage}`);
    }
    coverage[language] = { translated, total: ids.length };
  }
  return { problems, coverage };
}
