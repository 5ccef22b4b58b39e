import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import { ENGLISH_ENGINE_TEXTS, type EngineTexts } from '../texts/engine-texts.ts';
import {
  authFormSchemas,
  authMessages,
  type AuthFormName,
  type AuthFormSchemas,
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
  /** The language the messages are in (English when absent). */
  texts?: EngineTexts;
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
const compiled = new WeakMap<object, ValidateFunction>();
/** Validators precompiled at build time, by the language of their messages. */
const installed = new Map<string, Readonly<Record<string, ValidateFunction>>>();

/** The validator of one form (or `resend`) with messages in the language of `texts`. */
function validatorOf(name: keyof AuthFormSchemas, texts: EngineTexts): ValidateFunction {
  const precompiled = installed.get(texts.language)?.[name];
  if (precompiled) return precompiled;
  const schema = authFormSchemas(texts)[name];
  let validate = compiled.get(schema);
  if (!validate) {
    if (!ajv) {
      ajv = new Ajv({ allErrors: true });
      ajvErrors(ajv);
    }
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * Installs validators precompiled by `generateStandaloneAuthValidators` (a module with one export
 * per form and `resend`) with messages in the language of `texts`, so the browser validates auth
 * forms without compiling a schema.
 */
export function installPrecompiledAuthValidators(
  module: Readonly<Record<string, unknown>>,
  texts: EngineTexts = ENGLISH_ENGINE_TEXTS,
): void {
  const validators: Record<string, ValidateFunction> = {};
  for (const name of Object.keys(authFormSchemas(texts))) {
    const validate = module[name];
    if (typeof validate !== 'function')
      throw new Error(`No precompiled auth validator "${name}"; regenerate them.`);
    validators[name] = validate as ValidateFunction;
  }
  installed.set(texts.language, validators);
}

/** The field an error is about: its path, or the missing property of a (replaced) `required` error. */
function fieldOf(error: ErrorObject): string | undefined {
  const fromPath = error.instancePath.split('/')[1];
  if (fromPath) return fromPath;
  const original = (error.params as { errors?: ErrorObject[] }).errors?.[0] ?? error;
  return (original.params as { missingProperty?: string }).missingProperty;
}

function fieldErrors(
  name: keyof AuthFormSchemas,
  values: AuthFormValues,
  texts: EngineTexts,
): Record<string, string[]> {
  const fields = Object.keys(authFormSchemas(texts)[name].properties);
  const errors: Record<string, string[]> = Object.fromEntries(fields.map((field) => [field, []]));
  const validate = validatorOf(name, texts);
  if (validate(Object.fromEntries(fields.map((field) => [field, values[field] ?? '']))))
    return errors;
  for (const error of validate.errors ?? []) {
    const list = errors[fieldOf(error) ?? ''];
    if (list && error.message && !list.includes(error.message)) list.push(error.message);
  }
  return errors;
}

/**
 * Validates one auth form (every field, or only `options.fields`) with the spec's messages, in the
 * language of `options.texts`.
 */
export function validateAuthForm(
  form: AuthFormName,
  values: AuthFormValues,
  options: AuthFormOptions = {},
): AuthFormResult {
  const texts = options.texts ?? ENGLISH_ENGINE_TEXTS;
  const errors = fieldErrors(form, values, texts);
  const mismatch = form === 'reset' && (values.confirm_password ?? '') !== (values.password ?? '');
  const mustMatch = authMessages(texts).passwordsMustMatch;
  if (mismatch && !errors.confirm_password!.includes(mustMatch)) {
    errors.confirm_password!.push(mustMatch);
  }
  if (options.fields) {
    for (const field of Object.keys(errors))
      if (!options.fields.includes(field)) errors[field] = [];
  }
  const messages = [...new Set(Object.values(errors).flat())];
  return { valid: messages.length === 0, errors, messages };
}

/**
 * Checks the e-mail given to resend a confirmation code from the login card; no messages when it
 * is valid, else the messages in the language of `texts`.
 */
export const validateResendEmail = (
  username: unknown,
  texts: EngineTexts = ENGLISH_ENGINE_TEXTS,
): string[] => fieldErrors('resend', { username }, texts).username!;
