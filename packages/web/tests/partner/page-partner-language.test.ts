import { describe, expect, it } from 'vitest';
import { pagePartnerLanguage } from '../../src/partner/page-partner-language.ts';

describe('pagePartnerLanguage', () => {
  const languages = ['en', 'es', 'vi'];
  it("is the page's language when the partner declares it, whatever its case", () => {
    expect(pagePartnerLanguage('es', languages)).toBe('es');
    expect(pagePartnerLanguage('VI', languages)).toBe('vi');
  });
  it("is the partner's default otherwise: none, undeclared, a region, not a language tag", () => {
    for (const lang of ['', 'fr', 'es-MX', 'e s', '../en', 'x'.repeat(300)])
      expect(pagePartnerLanguage(lang, languages)).toBe('en');
    expect(pagePartnerLanguage('en', ['es', 'en'])).toBe('en');
    expect(pagePartnerLanguage('fr', ['es', 'en'])).toBe('es');
  });
});
