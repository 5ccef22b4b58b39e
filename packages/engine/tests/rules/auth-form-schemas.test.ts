import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import { describe, expect, it } from 'vitest';
import {
  AUTH_FORM_SCHEMAS,
  LOGIN_FORM_SCHEMA,
  RESEND_CONFIRMATION_SCHEMA,
} from '../../src/index.ts';

const plainAjv = () => {
  const ajv = new Ajv({ allErrors: true, strict: true });
  ajvErrors(ajv);
  return ajv;
};

describe('auth form schemas', () => {
  it('has the fields of spec section 3 per form', () => {
    const fields = Object.fromEntries(
      Object.entries(AUTH_FORM_SCHEMAS).map(([form, schema]) => [
        form,
        Object.keys(schema.properties),
      ]),
    );
    expect(fields).toEqual({
      login: ['username', 'password'],
      signup: ['username', 'password'],
      confirm: ['username', 'code'],
      forgot: ['username'],
      reset: ['username', 'password', 'confirm_password', 'id'],
    });
  });

  it('compiles in strict mode with plain ajv and ajv-errors, no custom keywords', () => {
    const ajv = plainAjv();
    for (const schema of [...Object.values(AUTH_FORM_SCHEMAS), RESEND_CONFIRMATION_SCHEMA]) {
      expect(() => ajv.compile(schema)).not.toThrow();
    }
  });

  it('gives each missing field its message, for use as a route schema', () => {
    const validate = plainAjv().compile(LOGIN_FORM_SCHEMA);
    expect(validate({})).toBe(false);
    expect(validate.errors?.map((error) => error.message)).toEqual([
      'Please provide a valid email address.',
      'Password is required.',
    ]);
  });

  it('allows extra payload fields such as the login default route', () => {
    const validate = plainAjv().compile(LOGIN_FORM_SCHEMA);
    expect(validate({ username: 'ada@example.com', password: 'x', default_route: '/about' })).toBe(
      true,
    );
  });
});
