import { validateAuthForm } from '@admit/engine';
import { currentProductTexts, setProductLanguage } from '@admit/react';
import { afterAll, describe, expect, it } from 'vitest';
import { languages, loaders } from 'virtual:admit-auth-validators';
import { loadAuthValidators } from '../../src/partner/auth-validators.ts';

/** What a precompiled validator says of a sign-up with a weak password. */
async function signupMessages(language: string): Promise<string[]> {
  const signup = (await loaders[language]!()).default.signup as ((data: unknown) => boolean) & {
    errors?: { message?: string }[];
  };
  expect(signup({ username: 'ada@example.com', password: 'abcdefghijkl' })).toBe(false);
  return (signup.errors ?? []).map((error) => error.message ?? '');
}

describe("the auth forms' precompiled validators", () => {
  afterAll(() => setProductLanguage('en'));

  it("are built in each of the partner's languages", () => {
    expect(languages).toEqual(['en', 'es']);
  });

  it('say the password rules in Spanish in the Spanish chunk', async () => {
    expect(await signupMessages('es')).toContain(
      'La contraseña debe contener una letra mayúscula.',
    );
  });

  it('say them in English, word for word, in the English chunk', async () => {
    const messages = await signupMessages('en');
    expect(messages).toContain('Password must contain an uppercase letter.');
    expect(messages.join(' ')).not.toMatch(/contraseña/);
  });

  it("validate an auth card in the page's language once installed for its texts", async () => {
    await setProductLanguage('es');
    await loadAuthValidators('es');
    expect(
      validateAuthForm(
        'signup',
        { username: 'ada', password: 'Correct-Horse7battery' },
        { texts: currentProductTexts() },
      ).messages,
    ).toEqual(['Su correo electrónico debe ser válido.']);
  });
});
