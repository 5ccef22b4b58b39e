import { describe, expect, it } from 'vitest';
import { AUTH_SUBMIT_FIELDS, validateAuthForm, validateResendEmail } from '../../src/index.ts';

const email = 'ada@example.com';
const strong = 'Correct-Horse7battery';

describe('validateAuthForm: login', () => {
  it('rejects a username that is not an e-mail', () => {
    expect(validateAuthForm('login', { username: 'ada', password: 'x' }).errors.username).toEqual([
      'Please provide a valid email address.',
    ]);
  });

  it('rejects an empty username', () => {
    expect(validateAuthForm('login', { username: '', password: 'x' }).messages).toEqual([
      'Please provide a valid email address.',
    ]);
  });

  it('requires a password', () => {
    expect(validateAuthForm('login', { username: email, password: '' }).errors.password).toEqual([
      'Password is required.',
    ]);
  });

  it('accepts an e-mail and any password, without the new-password rules', () => {
    expect(validateAuthForm('login', { username: email, password: 'x' })).toEqual({
      valid: true,
      errors: { username: [], password: [] },
      messages: [],
    });
  });
});

describe('validateAuthForm: sign-up', () => {
  it('rejects a username that is not an e-mail', () => {
    expect(
      validateAuthForm('signup', { username: 'ada@example', password: strong }).messages,
    ).toEqual(['Your email address must be valid.']);
  });

  it('rejects a username with a space', () => {
    expect(
      validateAuthForm('signup', { username: 'ada lovelace@example.com', password: strong })
        .messages,
    ).toEqual(['Your email address must be valid.']);
  });

  it('rejects a password shorter than 12 characters', () => {
    expect(
      validateAuthForm('signup', { username: email, password: 'Abcdefghi1!' }).messages,
    ).toEqual(['Password must be at least 12 characters.']);
  });

  it('rejects a password without an uppercase letter', () => {
    expect(
      validateAuthForm('signup', { username: email, password: 'correct-horse7battery' }).messages,
    ).toEqual(['Password must contain an uppercase letter.']);
  });

  it('rejects a password without a lowercase letter', () => {
    expect(
      validateAuthForm('signup', { username: email, password: 'CORRECT-HORSE7BATTERY' }).messages,
    ).toEqual(['Password must contain a lowercase letter.']);
  });

  it('rejects a password without a number', () => {
    expect(
      validateAuthForm('signup', { username: email, password: 'Correct-Horse-battery' }).messages,
    ).toEqual(['Password must contain a number.']);
  });

  it('rejects a password without a special character', () => {
    expect(
      validateAuthForm('signup', { username: email, password: 'CorrectHorse7battery' }).messages,
    ).toEqual(['Password must contain a special character.']);
  });

  it('rejects a password beginning with a space', () => {
    expect(
      validateAuthForm('signup', { username: email, password: ` ${strong}` }).messages,
    ).toEqual(['Password must not begin or end with a space.']);
  });

  it('rejects a password ending with a space', () => {
    expect(
      validateAuthForm('signup', { username: email, password: `${strong}\t` }).messages,
    ).toEqual(['Password must not begin or end with a space.']);
  });

  it('reports every password rule an empty password violates, in rule order', () => {
    expect(validateAuthForm('signup', { username: email, password: '' }).errors.password).toEqual([
      'Password must be at least 12 characters.',
      'Password must contain an uppercase letter.',
      'Password must contain a lowercase letter.',
      'Password must contain a number.',
      'Password must contain a special character.',
    ]);
  });

  it('accepts an e-mail and a password meeting every rule', () => {
    expect(validateAuthForm('signup', { username: email, password: strong }).valid).toBe(true);
  });

  it('treats missing values as empty strings', () => {
    expect(validateAuthForm('signup', {}).messages[0]).toBe('Your email address must be valid.');
  });

  it('lists messages in field order', () => {
    expect(
      validateAuthForm('signup', { username: 'ada', password: 'Abcdefghi1!' }).messages,
    ).toEqual(['Your email address must be valid.', 'Password must be at least 12 characters.']);
  });
});

describe('validateAuthForm: confirm', () => {
  it('rejects a username that is not an e-mail', () => {
    expect(validateAuthForm('confirm', { username: 'ada', code: '123456' }).messages).toEqual([
      'Your email address must be valid.',
    ]);
  });

  it.each(['', '12345', '1234567', '12a456', ' 123456'])('rejects the code %j', (code) => {
    expect(validateAuthForm('confirm', { username: email, code }).errors.code).toEqual([
      'The confirmation code must be exactly 6 numbers.',
    ]);
  });

  it('accepts an e-mail and a 6-digit code', () => {
    expect(validateAuthForm('confirm', { username: email, code: '012345' }).valid).toBe(true);
  });
});

describe('validateAuthForm: forgot', () => {
  it('rejects a username that is not an e-mail', () => {
    expect(validateAuthForm('forgot', { username: 'ada@' }).messages).toEqual([
      'Your email address must be valid.',
    ]);
  });

  it('accepts an e-mail', () => {
    expect(validateAuthForm('forgot', { username: email }).valid).toBe(true);
  });
});

describe('validateAuthForm: reset', () => {
  const reset = { username: email, password: strong, confirm_password: strong, id: '654321' };

  it('rejects a username that is not an e-mail', () => {
    expect(validateAuthForm('reset', { ...reset, username: 'ada' }).messages).toEqual([
      'Your email address must be valid.',
    ]);
  });

  it('applies the new-password rules', () => {
    expect(
      validateAuthForm('reset', { ...reset, password: 'short', confirm_password: 'short' }).errors
        .password,
    ).toContain('Password must be at least 12 characters.');
  });

  it('rejects a confirmation that differs from the password', () => {
    expect(
      validateAuthForm('reset', { ...reset, confirm_password: `${strong}x` }).errors
        .confirm_password,
    ).toEqual(['Passwords must match.']);
  });

  it('rejects a missing confirmation', () => {
    expect(validateAuthForm('reset', { ...reset, confirm_password: undefined }).messages).toEqual([
      'Passwords must match.',
    ]);
  });

  it('reports a message once even when two rules give it', () => {
    expect(
      validateAuthForm('reset', { ...reset, confirm_password: 42 }).errors.confirm_password,
    ).toEqual(['Passwords must match.']);
  });

  it('rejects a reset code that is not 6 digits', () => {
    expect(validateAuthForm('reset', { ...reset, id: '12345' }).errors.id).toEqual([
      'The reset code must be exactly 6 numbers. Please use the link in your email.',
    ]);
  });

  it('rejects a missing reset code', () => {
    expect(validateAuthForm('reset', { ...reset, id: undefined }).messages).toEqual([
      'The reset code must be exactly 6 numbers. Please use the link in your email.',
    ]);
  });

  it('accepts a complete reset', () => {
    expect(validateAuthForm('reset', reset).valid).toBe(true);
  });
});

describe('validateAuthForm: submit fields', () => {
  it('checks on submit the fields the spec lists per form', () => {
    expect(AUTH_SUBMIT_FIELDS).toEqual({
      login: ['username', 'password'],
      signup: ['username', 'password'],
      confirm: ['code'],
      forgot: ['username'],
      reset: ['password', 'confirm_password', 'id'],
    });
  });

  it('ignores a confirm username outside the submit fields', () => {
    expect(
      validateAuthForm(
        'confirm',
        { username: 'ada', code: '123456' },
        { fields: AUTH_SUBMIT_FIELDS.confirm },
      ),
    ).toEqual({
      valid: true,
      errors: { username: [], code: [] },
      messages: [],
    });
  });

  it('still checks a confirm code inside the submit fields', () => {
    expect(
      validateAuthForm(
        'confirm',
        { username: 'ada', code: '1' },
        { fields: AUTH_SUBMIT_FIELDS.confirm },
      ).messages,
    ).toEqual(['The confirmation code must be exactly 6 numbers.']);
  });

  it('ignores a reset username outside the submit fields', () => {
    const values = { username: '', password: strong, confirm_password: strong, id: '123456' };
    expect(validateAuthForm('reset', values, { fields: AUTH_SUBMIT_FIELDS.reset }).valid).toBe(
      true,
    );
  });

  it('still checks that reset passwords match inside the submit fields', () => {
    const values = { username: '', password: strong, confirm_password: '', id: '123456' };
    expect(
      validateAuthForm('reset', values, { fields: AUTH_SUBMIT_FIELDS.reset }).messages,
    ).toEqual(['Passwords must match.']);
  });

  it('checks every field when no fields are given', () => {
    expect(validateAuthForm('confirm', { username: 'ada', code: '1' }).messages).toEqual([
      'Your email address must be valid.',
      'The confirmation code must be exactly 6 numbers.',
    ]);
  });
});

describe('validateResendEmail', () => {
  it('rejects a username that is not an e-mail', () => {
    expect(validateResendEmail('ada')).toEqual([
      'You must provide a valid email address to resend a confirmation code.',
    ]);
  });

  it('rejects a missing username', () => {
    expect(validateResendEmail(undefined)).toEqual([
      'You must provide a valid email address to resend a confirmation code.',
    ]);
  });

  it('accepts an e-mail', () => {
    expect(validateResendEmail(email)).toEqual([]);
  });
});
