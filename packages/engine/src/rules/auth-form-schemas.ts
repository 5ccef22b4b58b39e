import { EMAIL_PATTERN } from '../model/builtin-checks.ts';
import { PASSWORD_RULES } from './password-requirements.ts';

/** The five auth forms. */
export type AuthFormName = 'login' | 'signup' | 'confirm' | 'forgot' | 'reset';

/** Length of the confirmation code and of the reset code (spec section 9). */
export const CONFIRMATION_CODE_LENGTH = 6;

/** What the auth forms say when a rule fails; the spec's exact wording where it gives one. */
export const AUTH_MESSAGES = {
  emailInvalid: 'Your email address must be valid.',
  loginEmailInvalid: 'Please provide a valid email address.',
  passwordRequired: 'Password is required.',
  passwordsMustMatch: 'Passwords must match.',
  codeInvalid: `The confirmation code must be exactly ${CONFIRMATION_CODE_LENGTH} numbers.`,
  resetIdInvalid: `The reset code must be exactly ${CONFIRMATION_CODE_LENGTH} numbers. Please use the link in your email.`,
  resendEmailInvalid: 'You must provide a valid email address to resend a confirmation code.',
} as const;

/** A field's JSON Schema; `errorMessage` (ajv-errors) is one message, or the message for a wrong type when the field has several rules. */
export interface AuthFieldSchema {
  type: 'string';
  errorMessage: string | { type: string };
  [keyword: string]: unknown;
}

/** An auth form's JSON Schema (ajv-errors messages, no custom keywords): every field a required string. */
export interface AuthFormSchema {
  type: 'object';
  properties: Record<string, AuthFieldSchema>;
  required: string[];
  errorMessage: { required: Record<string, string> };
}

const email = (message: string): AuthFieldSchema => ({
  type: 'string',
  pattern: EMAIL_PATTERN,
  errorMessage: message,
});
const code = (message: string): AuthFieldSchema => ({
  type: 'string',
  pattern: `^[0-9]{${CONFIRMATION_CODE_LENGTH}}$`,
  errorMessage: message,
});
// Each rule is its own subschema with its own message, so every violated rule is reported.
const newPassword: AuthFieldSchema = {
  type: 'string',
  allOf: PASSWORD_RULES.map((rule) => ({ ...rule.schema, errorMessage: rule.message })),
  errorMessage: { type: PASSWORD_RULES[0]!.message },
};

function formSchema(properties: Record<string, AuthFieldSchema>): AuthFormSchema {
  const keys = Object.keys(properties);
  const messageOf = (field: AuthFieldSchema) =>
    typeof field.errorMessage === 'string' ? field.errorMessage : field.errorMessage.type;
  return {
    type: 'object',
    properties,
    required: keys,
    errorMessage: {
      required: Object.fromEntries(keys.map((key) => [key, messageOf(properties[key]!)])),
    },
  };
}

/** Log In: username (e-mail) and password. */
export const LOGIN_FORM_SCHEMA = formSchema({
  username: email(AUTH_MESSAGES.loginEmailInvalid),
  password: { type: 'string', minLength: 1, errorMessage: AUTH_MESSAGES.passwordRequired },
});

/** Sign Up: username (e-mail) and a new password. */
export const SIGNUP_FORM_SCHEMA = formSchema({
  username: email(AUTH_MESSAGES.emailInvalid),
  password: newPassword,
});

/** Confirm Your Account: username (e-mail) and the 6-digit confirmation code. */
export const CONFIRM_FORM_SCHEMA = formSchema({
  username: email(AUTH_MESSAGES.emailInvalid),
  code: code(AUTH_MESSAGES.codeInvalid),
});

/** Forgot Password: username (e-mail). */
export const FORGOT_FORM_SCHEMA = formSchema({
  username: email(AUTH_MESSAGES.emailInvalid),
});

/**
 * Reset Password: username (e-mail), a new password, its confirmation and the 6-digit reset code
 * (`id`) from the mailed link. That confirm_password equals password is checked by
 * `validateAuthForm`, not here: plain JSON Schema cannot compare two fields.
 */
export const RESET_FORM_SCHEMA = formSchema({
  username: email(AUTH_MESSAGES.emailInvalid),
  password: newPassword,
  confirm_password: { type: 'string', errorMessage: AUTH_MESSAGES.passwordsMustMatch },
  id: code(AUTH_MESSAGES.resetIdInvalid),
});

/** Resend confirmation code (from the login card): username (e-mail). */
export const RESEND_CONFIRMATION_SCHEMA = formSchema({
  username: email(AUTH_MESSAGES.resendEmailInvalid),
});

/** Each auth form's schema by name. */
export const AUTH_FORM_SCHEMAS: Readonly<Record<AuthFormName, AuthFormSchema>> = {
  login: LOGIN_FORM_SCHEMA,
  signup: SIGNUP_FORM_SCHEMA,
  confirm: CONFIRM_FORM_SCHEMA,
  forgot: FORGOT_FORM_SCHEMA,
  reset: RESET_FORM_SCHEMA,
};
