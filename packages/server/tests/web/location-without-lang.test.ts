import { describe, expect, it } from 'vitest';
import { locationWithoutLang } from '../../src/web/location-without-lang.ts';

describe('locationWithoutLang', () => {
  it('drops lang and keeps the path and the other parameters as they were sent', () => {
    expect(locationWithoutLang('/?lang=es')).toBe('/');
    expect(locationWithoutLang('/education?lang=es')).toBe('/education');
    expect(locationWithoutLang('/education?a=1&lang=es&b=%20x+y')).toBe('/education?a=1&b=%20x+y');
  });

  it('drops every lang, however it is spelled in the query', () => {
    expect(locationWithoutLang('/p?lang=es&lang=en&l%61ng=xx&lang&x=1')).toBe('/p?x=1');
  });

  it('keeps parameters whose names only start like lang', () => {
    expect(locationWithoutLang('/p?language=es&lang2=x')).toBe('/p?language=es&lang2=x');
  });

  it('never leaves the site', () => {
    expect(locationWithoutLang('//evil.example/x?lang=es')).toBe('/evil.example/x');
    expect(locationWithoutLang('/\\evil.example?lang=es')).toBe('/evil.example');
  });

  it('percent-encodes what a Location header cannot carry', () => {
    expect(locationWithoutLang('/caf\u00e9 x?lang=es&q=%zz')).toBe('/caf%E9%20x?q=%zz');
  });
});
