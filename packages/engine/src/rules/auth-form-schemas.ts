import { EMAIL_PATTERN } from '../model/builtin-checks.ts';
import { ENGLISH_ENGINE_TEXTS, type EngineTexts } from '../texts/engine-texts.ts';
import { passwordRules } from './password-requirements.ts';

/** The five auth forms. */
export type AuthFormName = 'login' | 'signup' | 'confirm' | 'forgot' | 'reset';

/** Length of the confirmation code and of the reset code (spec section 9). */
export const CONFIRMATION_CODE_LENGTH = 6;

/** What the auth forms say when a rule fails, by rule. */
export interface AuthMessages {
  emailInvalid: string;
  loginEmailInvalid: string;
  passwordRequired: string;
  passwordsMustMatch: string;
  codeInvalid: string;
  resetIdInvalid: string;
  resendEmailInvalid: string;
}

/**
 * What the auth forms say when a rule fails, in the language of `texts` (`authForm.*`); in
 * English, the spec's exact wording where it gives one.
 */
export function authMessages(texts: EngineTexts = ENGLISH_ENGINE_TEXTS): AuthMessages {
  const length = { length: CONFIRMATION_CODE_LENGTH };
  return {
    emailInvalid: texts.text('authForm.emailInvalid'),
    loginEmailInvalid: texts.text('authForm.loginEmailInvalid'),
    passwordRequired: texts.text('authForm.passwordRequired'),
    passwordsMustMatch: texts.text('authForm.passwordsMustMatch'),
    codeInvalid: texts.text('authForm.codeInvalid', length),
    resetIdInvalid: texts.text('authForm.resetIdInvalid', length),
    resendEmailInvalid: texts.text('authForm.resendEmailInvalid'),
  };
}

/** What the auth forms say when a rule fails, in English: the spec's exact wording. */
export const AUTH_MESSAGES: Readonly<AuthMessages> = authMessages();

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
/** Each new password rule as its own subschema with its own message: every violated rule is reported. */
function newPassword(texts: EngineTexts): AuthFieldSchema {
  const rules = passwordRules(texts);
  return {
    type: 'string',
    allOf: rules.map((rule) => ({ ...rule.schema, errorMessage: rule.message })),
    errorMessage: { type: rules[0]!.message },
  };
}

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

/** Each auth form's schema by name, and `resend` (the e-mail to resend a confirmation code to). */
export type AuthFormSchemas = Readonly<Record<AuthFormName | 'resend', AuthFormSchema>>;

function buildAuthFormSchemas(texts: EngineTexts): AuthFormSchemas {
  const messages = authMessages(texts);
  return {
    // Log In: username (e-mail) and password.
    login: formSchema({
      username: email(messages.loginEmailInvalid),
      password: { type: 'string', minLength: 1, errorMessage: messages.passwordRequired },
    }),
    // Sign Up: username (e-mail) and a new password.
    signup: formSchema({
      username: email(messages.emailInvalid),
      password: newPassword(texts),
    }),
    // Confirm Your Account: username (e-mail) and the 6-digit confirmation code.
    confirm: formSchema({
      username: email(messages.emailInvalid),
      code: code(messages.codeInvalid),
    }),
    // Forgot Password: username (e-mail).
    forgot: formSchema({ username: email(messages.emailInvalid) }),
    // Reset Password: username (e-mail), a new password, its confirmation and the 6-digit reset
    // code (`id`) from the mailed link. That confirm_password equals password is checked by
    // `validateAuthForm`: plain JSON Schema cannot compare two fields.
    reset: formSchema({
      username: email(messages.emailInvalid),
      password: newPassword(texts),
      confirm_password: { type: 'string', errorMessage: messages.passwordsMustMatch },
      id: code(messages.resetIdInvalid),
    }),
    // Resend confirmation code (from the login card): username (e-mail).
    resend: formSchema({ username: email(messages.resendEmailInvalid) }),
  };
}

const schemasByTexts = new WeakMap<EngineTexts, AuthFormSchemas>();

/**
 * The auth forms' schemas with their messages in the language of `texts`: built once per texts,
 * so a validator compiled (or installed) for one is found again.
 */
export function authFormSchemas(texts: EngineTexts = ENGLISH_ENGINE_TEXTS): AuthFormSchemas {
  let schemas = schemasByTexts.get(texts);
  if (!schemas) schemasByTexts.set(texts, (schemas = buildAuthFormSchemas(texts)));
  return schemas;
}

const english = authFormSchemas();

/** Log In: username (e-mail) and password. */
export const LOGIN_FORM_SCHEMA = english.login;

/** Sign Up: username (e-mail) and a new password. */
export const SIGNUP_FORM_SCHEMA = english.signup;

/** Confirm Your Account: username (e-mail) and the 6-digit confirmation code. */
export const CONFIRM_FORM_SCHEMA = english.confirm;

/** Forgot Password: username (e-mail). */
export const FORGOT_FORM_SCHEMA = english.forgot;

/**
 * Reset Password: username (e-mail), a new password, its confirmation and the 6-digit reset code
 * (`id`) from the mailed link. That confirm_password equals password is checked by
 * `validateAuthForm`, not here: plain JSON Schema cannot compare two fields.
 */
export const RESET_FORM_SCHEMA = english.reset;

/** Resend confirmation code (from the login card): username (e-mail). */
export const RESEND_CONFIRMATION_SCHEMA = english.resend;

/** Each auth form's schema by name, in English. */
export const AUTH_FORM_SCHEMAS: Readonly<Record<AuthFormName, AuthFormSchema>> = {
  login: LOGIN_FORM_SCHEMA,
  signup: SIGNUP_FORM_SCHEMA,
  confirm: CONFIRM_FORM_SCHEMA,
  forgot: FORGOT_FORM_SCHEMA,
  reset: RESET_FORM_SCHEMA,
};
