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

/** The new-password rules of sign-up and reset, in display order. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    schema: { minLength: PASSWORD_MIN_LENGTH },
  },
  {
    id: 'uppercase',
    label: 'An uppercase letter',
    message: 'Password must contain an uppercase letter.',
    schema: { pattern: '[A-Z]' },
  },
  {
    id: 'lowercase',
    label: 'A lowercase letter',
    message: 'Password must contain a lowercase letter.',
    schema: { pattern: '[a-z]' },
  },
  {
    id: 'number',
    label: 'A number',
    message: 'Password must contain a number.',
    schema: { pattern: '[0-9]' },
  },
  // Anything that is not a letter, a digit or whitespace counts, so the rule never surprises with a short list.
  {
    id: 'special',
    label: 'A special character',
    message: 'Password must contain a special character.',
    schema: { pattern: '[^A-Za-z0-9\\s]' },
  },
  {
    id: 'noOuterSpace',
    label: 'No spaces at the start or end',
    message: 'Password must not begin or end with a space.',
    schema: { not: { pattern: '^\\s|\\s$' } },
  },
];

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

/** The requirement rows for a password: inactive when it is empty, error when a rule is violated, otherwise success. */
export const passwordRequirementRows = (password: string): PasswordRequirementRow[] =>
  PASSWORD_RULES.map((rule) => ({
    id: rule.id,
    label: rule.label,
    state: password === '' ? 'inactive' : passwordRuleHolds(rule, password) ? 'success' : 'error',
  }));
