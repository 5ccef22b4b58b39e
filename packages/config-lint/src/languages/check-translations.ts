import {
  CONFIG_PATTERNS,
  pointerToken,
  translationFile,
  type PartnerFiles,
  type PartnerText,
} from '@admit/engine';
import { checkCatalogues, type Catalogue, type LanguageProblem } from '@admit/i18n';
import type { Severity } from '../checks/config-problem.ts';
import { closestId } from './closest-id.ts';
import { SCHEMA_MEMBER, partnerCatalogues, type PartnerCatalogues } from './partner-catalogues.ts';

/** A problem of the folder's languages, located by file and JSON pointer in that file. */
export interface TranslationProblem {
  severity: Severity;
  file: string;
  pointer: string;
  message: string;
  rule: string;
}

/** How many of the default language's texts a language has. */
export interface LanguageCoverage {
  language: string;
  /**
   * False for a language with a translations file that `languages` does not declare (yet): its
   * texts are checked, but applicants are not offered it and no text is required of it.
   */
  declared?: false;
  /** Texts of the default language it has, not blank. */
  translated: number;
  /** Texts of the default language (blank ones left out: they have nothing to translate). */
  total: number;
}

/** What checking a folder's languages found. */
export interface TranslationCheck {
  problems: TranslationProblem[];
  /** Each declared language but the default, in the order declared, then each undeclared one. */
  coverage: LanguageCoverage[];
}

/** Where a text's entry is in its translations file: the id as one JSON pointer token. */
export const entryPointer = (id: string): string => `/${pointerToken(id)}`;

const PARTNER = 'partner.json';
const quoted = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

/** The rule each kind of the language core's problems is reported under. */
const RULES: Record<LanguageProblem['kind'], string> = {
  missing: 'translation-missing',
  blank: 'translation-blank',
  'unknown-id': 'translation-unknown-id',
  syntax: 'message-syntax',
  shape: 'translation-placeholders',
  'plural-cases': 'translation-plural-cases',
  'language-tag': 'language-tag',
  'no-default': 'translation-missing',
};

/** The problem's words without the quoted id the language core starts them with. */
const detail = (problem: LanguageProblem): string =>
  problem.id !== undefined && problem.message.startsWith(`"${problem.id}" `)
    ? problem.message.slice(problem.id.length + 3)
    : problem.message;

const textIndexes = new WeakMap<PartnerCatalogues, Map<string, PartnerText>>();
/** The folder's texts by id (built once per folder). */
function textById(folder: PartnerCatalogues): Map<string, PartnerText> {
  let index = textIndexes.get(folder);
  if (!index) {
    index = new Map(folder.texts.map((t) => [t.id, t]));
    textIndexes.set(folder, index);
  }
  return index;
}

/** A problem of the language core, in an author's words, at the text or entry it is about. */
function located(problem: LanguageProblem, folder: PartnerCatalogues): TranslationProblem {
  const { language, id, kind } = problem;
  const rule = RULES[kind];
  const error = (file: string, pointer: string, message: string): TranslationProblem => ({
    severity: 'error',
    file,
    pointer,
    message,
    rule,
  });
  const isDefault = language === folder.defaultLanguage;
  const text = id === undefined ? undefined : textById(folder).get(id);
  const file = translationFile(language);
  if (id === undefined) {
    const index = folder.languages.indexOf(language);
    return error(PARTNER, index < 0 ? '' : `/languages/${index}`, problem.message);
  }
  switch (kind) {
    case 'missing':
      return error(
        text?.file ?? PARTNER,
        text?.pointer ?? '',
        `this text has no ${language} translation: add "${id}" to ${file}`,
      );
    case 'blank':
      return error(
        file,
        entryPointer(id),
        `the ${language} text is blank: translate it or remove the entry (applicants then read the ${folder.defaultLanguage} text)`,
      );
    case 'unknown-id': {
      const near = closestId(id, Object.keys(folder.catalogues[folder.defaultLanguage] ?? {}));
      return error(
        file,
        entryPointer(id),
        `"${id}" names no text of the folder${near ? `: did you mean "${near}"?` : ''}`,
      );
    }
    default:
      // A message that does not parse, or whose placeholders or cases differ: at the default
      // language's text for the default, else at the translation's entry.
      return isDefault
        ? error(text?.file ?? PARTNER, text?.pointer ?? '', `the text ${detail(problem)}`)
        : error(file, entryPointer(id), `the ${language} text ${detail(problem)}`);
  }
}

/** A language tag as `languages` takes it (CONFIG_PATTERNS.offeredLanguage). */
const isLanguageTag = (language: string) =>
  new RegExp(CONFIG_PATTERNS.offeredLanguage.pattern).test(language);

/**
 * The problems of the translations files themselves: one for the default language or named after
 * no language tag, one that is not an object of texts.
 */
function fileProblems(folder: PartnerCatalogues): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  const { languages, defaultLanguage } = folder;
  for (const [language, content] of Object.entries(folder.translationFiles)) {
    const file = translationFile(language);
    const error = (pointer: string, message: string, rule: string) =>
      problems.push({ severity: 'error', file, pointer, message, rule });
    if (language === defaultLanguage) {
      error(
        '',
        `"${language}" is the default language: its texts are the folder's own files. Remove ${file}`,
        'translation-file-name',
      );
      continue;
    }
    if (!isLanguageTag(language)) {
      error(
        '',
        `${file} is named after no language: name it after a language tag such as "es" or "es-MX" (declared: ${quoted(languages)})`,
        'translation-file-name',
      );
      continue;
    }
    if (typeof content !== 'object' || content === null || Array.isArray(content)) {
      error(
        '',
        'a translations file must be one JSON object from text ids to texts',
        'translation-not-text',
      );
      continue;
    }
    for (const [id, value] of Object.entries(content))
      if (typeof value !== 'string' && id !== SCHEMA_MEMBER)
        error(entryPointer(id), 'must be a text (a string)', 'translation-not-text');
  }
  return problems;
}

/** The PDF's language is the partner's `language`, default `en-US`. */
const PDF_LANGUAGE_DEFAULT = 'en-US';
const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();

/** A warning when the application PDF's `language` is another language than the default one. */
function pdfLanguageProblem(
  partner: unknown,
  defaultLanguage: string,
): TranslationProblem | undefined {
  const written = (partner as { language?: unknown } | undefined)?.language;
  const pdfLanguage = typeof written === 'string' ? written : PDF_LANGUAGE_DEFAULT;
  if (primary(pdfLanguage) === primary(defaultLanguage)) return undefined;
  const warning = (pointer: string, message: string): TranslationProblem => ({
    severity: 'warning',
    file: PARTNER,
    pointer,
    message,
    rule: 'pdf-language',
  });
  return typeof written === 'string'
    ? warning(
        '/language',
        `language "${written}" (the application PDF's) is not the default language "${defaultLanguage}" (the first of "languages"): a screen reader would read the PDF in another language than its texts`,
      )
    : warning(
        '/languages/0',
        `the application PDF is read as "${PDF_LANGUAGE_DEFAULT}" (the default of "language") while the default language is "${defaultLanguage}": set "language" to a tag of "${defaultLanguage}" with its region`,
      );
}

/**
 * Checks a partner folder's languages: each declared language but the default has its
 * translations file (`translations/<language>.json`) with every text of the default language, not
 * blank; a translations file of a language not declared (yet) is checked as the others but need
 * not be complete, and none is for the default language or named after no language; every id names a
 * text (else the closest id is suggested); every message, the default language's included, is ICU
 * MessageFormat that parses; every translation has the default's placeholders, select cases and
 * exact plural cases, and plural cases that fit its language. Also warns when `language` (the PDF's)
 * is another language than the default. Pure: the files are already read.
 */
export function checkTranslations(files: PartnerFiles): TranslationCheck {
  const folder = partnerCatalogues(files);
  const { languages, defaultLanguage, catalogues } = folder;
  const problems = fileProblems(folder);
  // A translations file of a language `languages` does not declare is a language in the making:
  // its texts are checked, but none is required of it yet.
  const staged = Object.keys(folder.translationFiles)
    .filter((l) => !languages.includes(l) && isLanguageTag(l))
    .sort();
  const checkedLanguages = [...languages, ...staged].filter((l) => Object.hasOwn(catalogues, l));
  const byLanguage = Object.fromEntries(checkedLanguages.map((l) => [l, catalogues[l]!])) as Record<
    string,
    Catalogue
  >;
  languages.forEach((language, index) => {
    if (index > 0 && !Object.hasOwn(folder.translationFiles, language))
      problems.push({
        severity: 'error',
        file: PARTNER,
        pointer: `/languages/${index}`,
        message: `"${language}" has no translations file: add ${translationFile(language)} (\`config-lint --translation-template ${language}\` prints one to start from)`,
        rule: 'translation-file-missing',
      });
  });
  const checked = checkCatalogues(byLanguage, defaultLanguage);
  // An entry that is no string is reported as such, not again as a missing text.
  const notText = new Set(
    problems.filter((p) => p.rule === 'translation-not-text').map((p) => `${p.file}${p.pointer}`),
  );
  for (const problem of checked.problems) {
    const at =
      problem.id === undefined
        ? ''
        : `${translationFile(problem.language)}${entryPointer(problem.id)}`;
    if (problem.kind === 'missing' && (notText.has(at) || staged.includes(problem.language)))
      continue;
    problems.push(located(problem, folder));
  }
  const pdfLanguage = pdfLanguageProblem(files[PARTNER], defaultLanguage);
  if (pdfLanguage) problems.push(pdfLanguage);
  const total = folder.texts.length;
  const coverageOf = (language: string) => ({
    language,
    translated: checked.coverage[language]?.translated ?? 0,
    total,
  });
  const coverage: LanguageCoverage[] = [
    ...languages.slice(1).map(coverageOf),
    ...staged.map((language) => ({ ...coverageOf(language), declared: false as const })),
  ];
  return { problems, coverage };
}
