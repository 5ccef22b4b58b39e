import { describe, expect, it } from 'vitest';
import { languagePreloads } from '../../build/language-preloads.ts';

const chunks = [
  { fileName: 'assets/index-a.js', facade: '/repo/packages/web/src/main.tsx' },
  { fileName: 'assets/en-b.js', facade: '\0virtual:admit-partner/en' },
  { fileName: 'assets/es-c.js', facade: '\0virtual:admit-partner/es' },
  { fileName: 'assets/es-d.js', facade: '\0virtual:admit-validators/es' },
  { fileName: 'assets/es.generated-e.js', facade: '/repo/texts/src/compiled/es.generated.json' },
  {
    fileName: 'assets/es.staff.generated-f.js',
    facade: '/repo/texts/src/compiled/es.staff.generated.json',
  },
];

describe('languagePreloads', () => {
  it("lists each language's partner config and product texts, not its validators or staff texts", () => {
    expect(languagePreloads(chunks, ['en', 'es'])).toEqual({
      default: 'en',
      languages: {
        en: { preload: ['/assets/en-b.js'] },
        es: { preload: ['/assets/es-c.js', '/assets/es.generated-e.js'] },
      },
    });
  });
  it('fails the build when a declared language has no config chunk', () => {
    expect(() => languagePreloads(chunks, ['en', 'vi'])).toThrow('"vi"');
  });
});
