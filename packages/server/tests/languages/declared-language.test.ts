import { describe, expect, it } from 'vitest';
import { declaredLanguage } from '../../src/languages/declared-language.ts';

const offered = ['en', 'es', 'pt-BR'];

describe('declaredLanguage', () => {
  it('gives the partner’s own spelling of an offered language, in any case', () => {
    expect(declaredLanguage(offered, 'es')).toBe('es');
    expect(declaredLanguage(offered, 'ES')).toBe('es');
    expect(declaredLanguage(offered, 'pt-br')).toBe('pt-BR');
  });

  it('passes over a language the partner does not offer, even a region of an offered one', () => {
    expect(declaredLanguage(offered, 'fr')).toBeUndefined();
    expect(declaredLanguage(offered, 'es-MX')).toBeUndefined();
  });

  it('passes over anything that is not one language tag', () => {
    for (const value of [
      undefined,
      null,
      '',
      42,
      ['es', 'en'],
      { es: true },
      '../../etc',
      'es\u0000',
      'es;q=1',
      'e'.repeat(10_000),
    ])
      expect(declaredLanguage(offered, value)).toBeUndefined();
  });
});
