import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, PASSWORD, createTestApp, type TestApp } from '../helpers/test-app.ts';

/*
 * The auth forms answer a broken rule in the visitor's language (their `?lang=` or cookie choice,
 * else Accept-Language, else the partner's default), with the same engine rules as the browser.
 * The bundled partner offers English (its default) and Spanish.
 */

const SPANISH = 'es-MX,es;q=0.9,en;q=0.5';
const WEAK = 'abcdefghijkl';

describe.each(BACKENDS)('auth form messages in the visitor language on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, acceptLanguage?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });

  it('refuses a weak sign-up password with the Spanish rule for a Spanish browser', async () => {
    const answer = await post(
      '/public/signup',
      { username: 'maria@example.org', password: WEAK },
      SPANISH,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('La contraseña debe contener una letra mayúscula.');
    expect(answer.json().errors.password).toEqual([
      'La contraseña debe contener una letra mayúscula.',
      'La contraseña debe contener un número.',
      'La contraseña debe contener un carácter especial.',
    ]);
  });

  it('refuses it with the English rule, word for word, for an English or silent browser', async () => {
    for (const language of ['en-US,en;q=0.9', undefined]) {
      const answer = await post(
        '/public/signup',
        { username: 'ada@example.org', password: WEAK },
        language,
      );
      expect([answer.statusCode, answer.json().message]).toEqual([
        400,
        'Password must contain an uppercase letter.',
      ]);
    }
  });

  it('answers the other auth forms in Spanish too', async () => {
    const login = await post('/public/login', { username: 'maria', password: PASSWORD }, SPANISH);
    expect([login.statusCode, login.json().message]).toEqual([
      400,
      'Ingrese un correo electrónico válido.',
    ]);
    const resend = await post('/public/resend-confirm', { username: 'maria' }, SPANISH);
    expect([resend.statusCode, resend.json().message]).toEqual([
      400,
      'Debe ingresar un correo electrónico válido para que le reenviemos el código de confirmación.',
    ]);
  });

  it('follows ?lang= over the browser', async () => {
    const answer = await post(
      '/public/signup?lang=es',
      { username: 'maria@example.org', password: WEAK },
      'en-US',
    );
    expect(answer.json().message).toBe('La contraseña debe contener una letra mayúscula.');
  });

  it('answers hostile input as before: a 4xx with a message, never a 5xx', async () => {
    for (const [payload, language] of [
      [{ username: 'maria@example.org', password: 'x'.repeat(10_000) }, SPANISH],
      [{ username: ['a'], password: { $gt: '' } }, SPANISH],
      [{ username: 'maria@example.org', password: WEAK }, 'zz-ZZ;q=abc,,;'],
      [{ username: 'maria@example.org', password: WEAK }, `es,${'x'.repeat(5000)}`],
      [{ username: '\u0000', password: '\u202e' }, SPANISH],
    ] as const) {
      const answer = await post('/public/signup', payload, language);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(typeof answer.json().message).toBe('string');
    }
  });
});
