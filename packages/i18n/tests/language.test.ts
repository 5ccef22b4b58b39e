import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, canonicalLanguage, languageName } from '../src/language.ts';

describe('languageName', () => {
  it.each([
    ['en', 'English'],
    ['es', 'Español'],
    ['vi', 'Tiếng Việt'],
  ])('names %s in itself: %s', (tag, name) => {
    expect(languageName(tag)).toBe(name);
  });

  it('capitalises a name Intl writes in lower case (español, italiano)', () => {
    expect(new Intl.DisplayNames(['it'], { type: 'language' }).of('it')).toBe('italiano');
    expect(languageName('it')).toBe('Italiano');
  });

  it('names a regional language in itself', () => {
    expect(languageName('es-MX')).toBe('Español de México');
  });

  it('answers the tag itself for something that is not a language tag, or has no name', () => {
    expect(languageName('{not a tag}')).toBe('{not a tag}');
    expect(languageName('qaa')).toBe('qaa');
  });
});

describe('canonicalLanguage', () => {
  it('spells a tag canonically and refuses what is not BCP 47', () => {
    expect(canonicalLanguage('ES-mx')).toBe('es-MX');
    expect(canonicalLanguage('e s')).toBeUndefined();
  });

  it('has English as the default language', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
  });
});
