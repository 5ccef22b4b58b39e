import { describe, expect, it } from 'vitest';
import { ACCEPT_LANGUAGE_MAX_LENGTH, negotiateLanguage } from '../src/negotiate-language.ts';

const OFFERED = ['en', 'es'];

describe('negotiateLanguage', () => {
  it("takes the partner's default without a header", () => {
    expect(negotiateLanguage(undefined, OFFERED)).toBe('en');
    expect(negotiateLanguage('', ['es', 'en'])).toBe('es');
  });

  it('takes the first offered language the header prefers', () => {
    expect(negotiateLanguage('es', OFFERED)).toBe('es');
    expect(negotiateLanguage('fr, es, en', OFFERED)).toBe('es');
  });

  it('orders by quality, not by place in the header', () => {
    expect(negotiateLanguage('en;q=0.5, es;q=0.9', OFFERED)).toBe('es');
    expect(negotiateLanguage('es;q=0.1, en', OFFERED)).toBe('en');
  });

  it('serves a region from its language (es-MX → es)', () => {
    expect(negotiateLanguage('es-MX,en;q=0.8', OFFERED)).toBe('es');
    expect(negotiateLanguage('es-Latn-MX', OFFERED)).toBe('es');
  });

  it('prefers the exact region when the partner offers it, and serves a language from its region', () => {
    expect(negotiateLanguage('pt-BR', ['en', 'pt-PT', 'pt-BR'])).toBe('pt-BR');
    expect(negotiateLanguage('pt', ['en', 'pt-BR'])).toBe('pt-BR');
  });

  it('ignores case and answers the offered spelling', () => {
    expect(negotiateLanguage('ES-mx', ['en', 'es-MX'])).toBe('es-MX');
    expect(negotiateLanguage('es-mx', ['en', 'ES'])).toBe('ES');
  });

  it('reads * as any offered language the header does not refuse', () => {
    expect(negotiateLanguage('fr, *;q=0.5', OFFERED)).toBe('en');
    expect(negotiateLanguage('en;q=0, *', OFFERED)).toBe('es');
  });

  it('never takes a language the header refuses with q=0', () => {
    expect(negotiateLanguage('es;q=0, fr', OFFERED)).toBe('en');
  });

  it("falls back to the partner's default when nothing offered is wanted", () => {
    expect(negotiateLanguage('fr-CA, de;q=0.7', ['es', 'en'])).toBe('es');
  });

  it('skips malformed parts and reads the rest', () => {
    expect(negotiateLanguage('{, es', OFFERED)).toBe('es');
    expect(negotiateLanguage('en;q=2, es;q=abc, es;q=0.5', OFFERED)).toBe('es');
    expect(negotiateLanguage('{"es"}', ['vi', 'es'])).toBe('vi');
    expect(negotiateLanguage(';;;,,,=q', OFFERED)).toBe('en');
    expect(negotiateLanguage('es;q=0.5;x=1, en;q=0.4', ['vi', 'es', 'en'])).toBe('en');
  });

  it('reads only the start of a very long header', () => {
    const many = Array.from({ length: 1000 }, (_, n) => `x${n}`).join(',');
    expect(many.length).toBeGreaterThan(ACCEPT_LANGUAGE_MAX_LENGTH);
    expect(negotiateLanguage(`${many},es`, OFFERED)).toBe('en');
    expect(negotiateLanguage(`es;q=0.1,${many}`, OFFERED)).toBe('es');
  });

  it('answers English when the partner offers nothing', () => {
    expect(negotiateLanguage('es', [])).toBe('en');
  });
});
