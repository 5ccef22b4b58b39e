import { canonicalLanguage, type Language } from './language.ts';
import { parseMessage } from './message-ast.ts';
import { messageShape, type MessageShape } from './message-shape.ts';
import { pluralCaseProblems } from './plural-cases.ts';
import { shapeDifferences } from './shape-differences.ts';

/** One language's texts: id → ICU message. */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * What kind of problem it is, for a caller that reports each kind under its own name:
 * `missing` (a text of the default language the language lacks), `blank`, `unknown-id` (an id the
 * default language lacks), `syntax` (the message does not parse), `shape` (placeholders, select
 * cases or exact plural cases differ from the default's), `plural-cases` (plural cases that do not
 * fit the language's plural categories), `language-tag` (not BCP 47), `no-default` (the default
 * language has no texts).
 */
export type LanguageProblemKind =
  | 'missing'
  | 'blank'
  | 'unknown-id'
  | 'syntax'
  | 'shape'
  | 'plural-cases'
  | 'language-tag'
  | 'no-default';

/** Something wrong with a language's texts, in words; `id` names the text when it is one text. */
export interface LanguageProblem {
  language: Language;
  id?: string;
  kind: LanguageProblemKind;
  /** The problem in words, starting with the quoted id when it is about one text. */
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
      kind: 'no-default',
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
      problems.push({
        language,
        kind: 'language-tag',
        message: `"${language}" is not a language tag (BCP 47)`,
      });
    const problem = (id: string, kind: LanguageProblemKind, message: string) =>
      problems.push({ language, id, kind, message: `"${id}" ${message}` });
    let translated = 0;
    for (const id of ids) {
      const text = Object.hasOwn(catalogue, id) ? catalogue[id] : undefined;
      if (isBlank(text)) {
        if (text === undefined) problem(id, 'missing', 'has no text');
        else problem(id, 'blank', 'is blank');
        continue;
      }
      translated += 1;
      const parsed = parseMessage(text!);
      if (parsed.type === 'unparsable') {
        const { line, column, message } = parsed.problem;
        problem(id, 'syntax', `does not parse at ${line}:${column}: ${message}`);
        continue;
      }
      const shape = messageShape(parsed.ast);
      const want = expected.get(id);
      if (language === defaultLanguage) expected.set(id, shape);
      else if (want)
        for (const difference of shapeDifferences(want, shape, defaultLanguage))
          problem(id, 'shape', difference);
      if (valid)
        for (const plural of shape.plurals)
          for (const message of pluralCaseProblems(plural, language))
            problem(id, 'plural-cases', message);
    }
    for (const id of Object.keys(catalogue)) {
      if (!Object.hasOwn(defaults, id))
        problem(id, 'unknown-id', `is not a text of the default language ${defaultLanguage}`);
    }
    coverage[language] = { translated, total: ids.length };
  }
  return { problems, coverage };
}
