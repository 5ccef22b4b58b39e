import { describe, expect, it } from 'vitest';
import { pageLanguage } from '../../src/app/page-language.ts';

describe("the page's language for the product's texts", () => {
  it('is the language of <html lang> when the texts ship in it', () => {
    expect(pageLanguage('es')).toBe('es');
    expect(pageLanguage('es-US')).toBe('es');
    expect(pageLanguage('EN')).toBe('en');
  });

  it('is English for any other language, a bad tag or none', () => {
    expect(pageLanguage('vi')).toBe('en');
    expect(pageLanguage('not a tag!')).toBe('en');
    expect(pageLanguage('')).toBe('en');
  });
});
