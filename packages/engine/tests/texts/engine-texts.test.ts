import { serverTexts } from '@admit/texts/server';
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  ENGLISH_ENGINE_TEXTS,
  builtinChecks,
  characterLimitMessage,
  defaultRequiredMessage,
  generateStandaloneAuthValidators,
  passwordRequirementRows,
  validateAuthForm,
  validateResendEmail,
  type EngineTexts,
} from '../../src/index.ts';

const spanish: EngineTexts = serverTexts('es');
const email = 'ada@example.com';

describe('ENGLISH_ENGINE_TEXTS', () => {
  it('fills each placeholder with its value', () => {
    expect(ENGLISH_ENGINE_TEXTS.text('validation.maxLength', { label: 'City', max: 60 })).toBe(
      'City must be at most 60 characters.',
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(ENGLISH_ENGINE_TEXTS.text('validation.chooseOption')).toBe(
      '{label}: please choose one of the options.',
    );
  });

  it('says what the English catalogue says, word for word', () => {
    const english = serverTexts('en');
    for (const [id, values] of [
      ['authForm.codeInvalid', { length: 6 }],
      ['password.error.length', { min: 12 }],
      ['requiredMessage.confirm.question', { label: 'I agree.' }],
      ['validation.characterLimit', { limit: 7000 }],
    ] as const)
      expect(ENGLISH_ENGINE_TEXTS.text(id, values)).toBe(english.text(id, values));
  });

  it('keeps the spec wording of the auth messages', () => {
    expect(AUTH_MESSAGES).toEqual({
      emailInvalid: 'Your email address must be valid.',
      loginEmailInvalid: 'Please provide a valid email address.',
      passwordRequired: 'Password is required.',
      passwordsMustMatch: 'Passwords must match.',
      codeInvalid: 'The confirmation code must be exactly 6 numbers.',
      resetIdInvalid:
        'The reset code must be exactly 6 numbers. Please use the link in your email.',
      resendEmailInvalid: 'You must provide a valid email address to resend a confirmation code.',
    });
  });
});

describe("the engine's messages in Spanish (texts from the Spanish catalogue)", () => {
  it('report each violated password rule in Spanish', () => {
    expect(
      validateAuthForm('signup', { username: email, password: 'abc' }, { texts: spanish }).errors
        .password,
    ).toEqual([
      'La contraseña debe tener al menos 12 caracteres.',
      'La contraseña debe contener una letra mayúscula.',
      'La contraseña debe contener un número.',
      'La contraseña debe contener un carácter especial.',
    ]);
  });

  it('report a missing password in Spanish, and English without texts', () => {
    const values = { username: email, password: '' };
    expect(validateAuthForm('login', values, { texts: spanish }).messages).toEqual([
      'Debe ingresar la contraseña.',
    ]);
    expect(validateAuthForm('login', values).messages).toEqual(['Password is required.']);
  });

  it('report the reset form in Spanish, the mismatch and the code included', () => {
    const result = validateAuthForm(
      'reset',
      { username: email, password: 'Correct-Horse7battery', confirm_password: 'x', id: '12' },
      { texts: spanish },
    );
    expect(result.errors.confirm_password).toEqual(['Las contraseñas deben coincidir.']);
    expect(result.errors.id).toEqual([
      'El código para restablecer la contraseña debe tener exactamente 6 números. Use el enlace que le enviamos por correo electrónico.',
    ]);
  });

  it('check the e-mail to resend a code to in Spanish', () => {
    expect(validateResendEmail('ada', spanish)).toEqual([
      'Debe ingresar un correo electrónico válido para que le reenviemos el código de confirmación.',
    ]);
  });

  it('label the password requirement rows in Spanish', () => {
    expect(passwordRequirementRows('', spanish).map((row) => row.label)).toEqual([
      'Al menos 12 caracteres',
      'Una letra mayúscula',
      'Una letra minúscula',
      'Un número',
      'Un carácter especial',
      'Sin espacios al principio ni al final',
    ]);
  });

  it('say a question’s length limit in Spanish', () => {
    const checks = builtinChecks({ type: 'text', key: 'city', label: 'Ciudad' }, [], 60, spanish);
    expect(checks).toEqual([
      { type: 'maxLength', value: 60, message: 'Ciudad debe tener como máximo 60 caracteres.' },
    ]);
    expect(characterLimitMessage(7000, spanish)).toBe(
      'Las respuestas pueden tener como máximo 7000 caracteres.',
    );
  });

  it('give the default required messages in Spanish, a partner template first', () => {
    expect(defaultRequiredMessage('Ciudad', 'enter', undefined, spanish)).toBe('Ingrese: Ciudad');
    expect(defaultRequiredMessage('¿Dónde vive?', 'select', undefined, spanish)).toBe(
      '¿Dónde vive? Seleccione una respuesta.',
    );
    expect(
      defaultRequiredMessage('Ciudad', 'enter', { enter: { name: 'Escriba {label}' } }, spanish),
    ).toBe('Escriba Ciudad');
  });

  it('are written into the precompiled auth validators', () => {
    const code = generateStandaloneAuthValidators(spanish);
    expect(code).toContain('La contraseña debe contener un número.');
    expect(code).not.toContain('Password must contain a number.');
  });

  it('are validated the same way as English: a strong password passes', () => {
    expect(
      validateAuthForm(
        'signup',
        { username: email, password: 'Correct-Horse7battery' },
        { texts: spanish },
      ).valid,
    ).toBe(true);
  });
});
