import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import {
  AUTH_FORM_SCHEMAS,
  AUTH_MESSAGES,
  RESEND_CONFIRMATION_SCHEMA,
  type AuthFormName,
  type AuthFormSchema,
} from './auth-form-schemas.ts';

/** The fields a submit checks, per form (spec section 5); as values change, every field is checked. */
export const AUTH_SUBMIT_FIELDS: Readonly<Record<AuthFormName, readonly string[]>> = {
  login: ['username', 'password'],
  signup: ['username', 'password'],
  confirm: ['code'],
  forgot: ['username'],
  reset: ['password', 'confirm_password', 'id'],
};

/** The values of an auth form by field name; a missing value counts as an empty string. */
export type AuthFormValues = Readonly<Record<string, unknown>>;

/** Options of `validateAuthForm`. */
export interface AuthFormOptions {
  /** Check only these fields (for example `AUTH_SUBMIT_FIELDS[form]`); all of the form's fields when absent. */
  fields?: readonly string[];
}

/** The outcome of validating an auth form. */
export interface AuthFormResult {
  valid: boolean;
  /** Every field of the form with its messages in rule order; empty when it passes or is not checked. */
  errors: Record<string, string[]>;
  /** Distinct messages of all fields, in field order. */
  messages: string[];
}

let ajv: Ajv | undefined;
const validators = new Map<AuthFormSchema, ValidateFunction>();

function validatorOf(schema: AuthFormSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    if (!ajv) {
      ajv = new Ajv({ allErrors: true });
      ajvErrors(ajv);
    }
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/**
 * Installs validators precompiled by `generateStandaloneAuthValidators` (a module with one export
 * per form and `resend`), so the browser validates auth forms without compiling a schema.
 */
export function installPrecompiledAuthValidators(module: Readonly<Record<string, unknown>>): void {
  const install = (schema: AuthFormSchema, name: string) => {
    const validate = module[name];
    if (typeof validate !== 'function')
      throw new Error(`No precompiled auth validator "${name}"; regenerate them.`);
    validators.set(schema, validate as ValidateFunction);
  };
  for (const [name, schema] of Object.entries(AUTH_FORM_SCHEMAS)) install(schema, name);
  install(RESEND_CONFIRMATION_SCHEMA, 'resend');
}

/** The field an error is about: its path, or the missing property of a (replaced) `required` error. */
function fieldOf(error: ErrorObject): string | undefined {
  const fromPath = error.instancePath.split('/')[1];
  if (fromPath) return fromPath;
  const original = (error.params as { errors?: ErrorObject[] }).errors?.[0] ?? error;
  return (original.params as { missingProperty?: string }).missingProperty;
}

function fieldErrors(schema: AuthFormSchema, values: AuthFormValues): Record<string, string[]> {
  const fields = Object.keys(schema.properties);
  const errors: Record<string, string[]> = Object.fromEntries(fields.map((field) => [field, []]));
  const validate = validatorOf(schema);
  if (validate(Object.fromEntries(fields.map((field) => [field, values[field] ?? '']))))
    return errors;
  for (const error of validate.errors ?? []) {
    const list = errors[fieldOf(error) ?? ''];
    if (list && error.message && !list.includes(error.message)) list.push(error.message);
  }
  return errors;
}

/** Validates one auth form (every field, or only `options.fields`) with the spec's messages. */
export function validateAuthForm(
  form: AuthFormName,
  values: AuthFormValues,
  options: AuthFormOptions = {},
): AuthFormResult {
  const errors = fieldErrors(AUTH_FORM_SCHEMAS[form], values);
  const mismatch = form === 'reset' && (values.confirm_password ?? '') !== (values.password ?? '');
  if (mismatch && !errors.confirm_password!.includes(AUTH_MESSAGES.passwordsMustMatch)) {
    errors.confirm_password!.push(AUTH_MESSAGES.passwordsMustMatch);
  }
  if (options.fields) {
    for (const field of Object.keys(errors))
      if (!options.fields.includes(field)) errors[field] = [];
  }
  const messages = [...new Set(Object.values(errors).flat())];
  return { valid: messages.length === 0, errors, messages };
}

/** Checks the e-mail given to resend a confirmation code from the login card; no messages when it is valid. */
export const validateResendEmail = (username: unknown): string[] =>
  fieldErrors(RESEND_CONFIRMATION_SCHEMA, { username }).username!;
