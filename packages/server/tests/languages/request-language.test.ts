import { describe, expect, it } from 'vitest';
import { resolveLanguage } from '../../src/languages/request-language.ts';

const offered = ['en', 'es'];

describe('resolveLanguage', () => {
  it('takes a valid ?lang= before the account, the cookie and the browser', () => {
    expect(
      resolveLanguage(offered, { query: 'es', account: 'en', cookie: 'en', acceptLanguage: 'en' }),
    ).toBe('es');
  });

  it('takes the account’s language before the cookie and the browser', () => {
    expect(resolveLanguage(offered, { account: 'es', cookie: 'en', acceptLanguage: 'en' })).toBe(
      'es',
    );
  });

  it('takes the cookie before the browser', () => {
    expect(resolveLanguage(offered, { cookie: 'es', acceptLanguage: 'en' })).toBe('es');
  });

  it('negotiates Accept-Language over the offered languages', () => {
    expect(resolveLanguage(offered, { acceptLanguage: 'es-MX,es;q=0.9,en;q=0.5' })).toBe('es');
    expect(resolveLanguage(offered, { acceptLanguage: 'fr, en;q=0.1' })).toBe('en');
  });

  it('falls back to the partner’s default', () => {
    expect(resolveLanguage(['es', 'en'], {})).toBe('es');
    expect(resolveLanguage(offered, { acceptLanguage: 'de' })).toBe('en');
  });

  it('passes over each source that names no offered language', () => {
    expect(
      resolveLanguage(offered, {
        query: ['es', 'en'],
        account: 'fr',
        cookie: '../../etc',
        acceptLanguage: 'es',
      }),
    ).toBe('es');
  });
});
