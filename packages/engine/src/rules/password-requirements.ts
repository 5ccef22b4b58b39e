import {
  ENGLISH_ENGINE_TEXTS,
  type EngineTextId,
  type EngineTexts,
} from '../texts/engine-texts.ts';

/** Shortest new password (spec section 9). */
export const PASSWORD_MIN_LENGTH = 12;

/** What a password rule checks, as a JSON Schema fragment for a string: a length, a pattern that must match, or one that must not. */
export type PasswordRuleSchema =
  { minLength: number } | { pattern: string } | { not: { pattern: string } };

/** One new-password rule: shown as a requirement row (label) and reported when violated (message). */
export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special' | 'noOuterSpace';
  /** The requirement row's text. */
  label: string;
  /** The validation message when the rule is violated. */
  message: string;
  schema: PasswordRuleSchema;
}

/** Each new-password rule with the ids of its texts, in display order. */
const RULE_TEXTS: readonly (Pick<PasswordRule, 'id' | 'schema'> & {
  label: EngineTextId;
  message: EngineTextId;
})[] = [
  {
    id: 'length',
    label: 'password.rule.length',
    message: 'password.error.length',
    schema: { minLength: PASSWORD_MIN_LENGTH },
  },
  {
    id: 'uppercase',
    label: 'password.rule.uppercase',
    message: 'password.error.uppercase',
    schema: { pattern: '[A-Z]' },
  },
  {
    id: 'lowercase',
    label: 'password.rule.lowercase',
    message: 'password.error.lowercase',
    schema: { pattern: '[a-z]' },
  },
  {
    id: 'number',
    label: 'password.rule.number',
    message: 'password.error.number',
    schema: { pattern: '[0-9]' },
  },
  // Anything that is not a letter, a digit or whitespace counts, so the rule never surprises with a short list.
  {
    id: 'special',
    label: 'password.rule.special',
    message: 'password.error.special',
    schema: { pattern: '[^A-Za-z0-9\\s]' },
  },
  {
    id: 'noOuterSpace',
    label: 'password.rule.noOuterSpace',
    message: 'password.error.noOuterSpace',
    schema: { not: { pattern: '^\\s|\\s$' } },
  },
];

const rulesByTexts = new WeakMap<EngineTexts, readonly PasswordRule[]>();

/**
 * The new-password rules of sign-up and reset, in display order, their rows and messages in the
 * language of `texts` (`password.rule.<id>`, `password.error.<id>`).
 */
export function passwordRules(texts: EngineTexts = ENGLISH_ENGINE_TEXTS): readonly PasswordRule[] {
  let rules = rulesByTexts.get(texts);
  if (!rules) {
    const values = { min: PASSWORD_MIN_LENGTH };
    rules = RULE_TEXTS.map((rule) => ({
      ...rule,
      label: texts.text(rule.label, values),
      message: texts.text(rule.message, values),
    }));
    rulesByTexts.set(texts, rules);
  }
  return rules;
}

/** The new-password rules of sign-up and reset, in display order, in English. */
export const PASSWORD_RULES: readonly PasswordRule[] = passwordRules();

/** Whether a password satisfies a rule, with the semantics JSON Schema gives the rule's fragment. */
export function passwordRuleHolds(rule: PasswordRule, password: string): boolean {
  const { schema } = rule;
  if ('minLength' in schema) return [...password].length >= schema.minLength; // JSON Schema counts code points
  if ('pattern' in schema) return new RegExp(schema.pattern, 'u').test(password);
  return !new RegExp(schema.not.pattern, 'u').test(password);
}

/** How a requirement row shows: inactive before anything is typed, then error or success. */
export type PasswordRequirementState = 'inactive' | 'error' | 'success';

/** One row of the password requirement list under a new-password input. */
export interface PasswordRequirementRow {
  id: PasswordRule['id'];
  label: string;
  state: PasswordRequirementState;
}

/**
 * The requirement rows for a password: inactive when it is empty, error when a rule is violated,
 * otherwise success; labelled in the language of `texts`.
 */
export const passwordRequirementRows = (
  password: string,
  texts: EngineTexts = ENGLISH_ENGINE_TEXTS,
): PasswordRequirementRow[] =>
  passwordRules(texts).map((rule) => ({
    id: rule.id,
    label: rule.label,
    state: password === '' ? 'inactive' : passwordRuleHolds(rule, password) ? 'success' : 'error',
  }));
