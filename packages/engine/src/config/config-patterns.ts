import { Type, type StringOptions } from '@sinclair/typebox';

/** A regular expression of the config schema, with the words an author reads when a value does not match it. */
export interface ConfigPattern {
  readonly pattern: string;
  /** What a matching value is, in words: it follows "must be" in config-lint's message. */
  readonly words: string;
}

const SNAKE = 'lowercase letters, digits and _, starting with a letter';

/**
 * Every pattern the config schema uses, each once: config-lint says its `words` instead of the
 * regular expression (a test proves no `pattern` of the schema is missing here).
 */
export const CONFIG_PATTERNS = {
  snakeName: { pattern: '^[a-z][a-z0-9_]*$', words: SNAKE },
  answerKey: {
    pattern: '^(\\{prefix\\})?[a-z][a-z0-9_]*$',
    words: `${SNAKE} (inside a block, "{prefix}" may come first)`,
  },
  blockPrefix: { pattern: '^[a-z][a-z0-9_]*_$', words: `${SNAKE} and ending with "_"` },
  optionalBlockPrefix: {
    pattern: '^([a-z][a-z0-9_]*_)?$',
    words: `empty, or ${SNAKE} and ending with "_"`,
  },
  kebabName: {
    pattern: '^[a-z][a-z0-9-]*$',
    words: 'lowercase letters, digits and -, starting with a letter',
  },
  lettersAndDigits: {
    pattern: '^[A-Za-z][A-Za-z0-9]*$',
    words: 'letters and digits, starting with a letter',
  },
  languageTag: {
    pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$',
    words: 'a language tag such as "en" or "en-US"',
  },
  offeredLanguage: {
    pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$',
    words:
      'a language tag that starts with its language in lowercase, such as "en", "es" or "es-MX"',
  },
  email: {
    pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    words: 'an e-mail address such as "admissions@example.edu"',
  },
  webAddress: {
    pattern: '^https?://',
    words: 'a web address starting with "https://" or "http://"',
  },
  linkTarget: {
    pattern: '^(https?://|mailto:|/)',
    words:
      'a web address ("https://..."), a "mailto:" address or a path of the site starting with "/"',
  },
  route: { pattern: '^/', words: 'a route starting with "/" (for example "/education")' },
} as const satisfies Record<string, ConfigPattern>;

/** A string member of the config schema that must match one of CONFIG_PATTERNS. */
export const patterned = (named: ConfigPattern, options: StringOptions = {}) =>
  Type.String({ ...options, pattern: named.pattern });

/** The words of a pattern of the config schema; undefined for a pattern CONFIG_PATTERNS lacks. */
export const patternWords = (pattern: string): string | undefined =>
  Object.values(CONFIG_PATTERNS).find((named) => named.pattern === pattern)?.words;
