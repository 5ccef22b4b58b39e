import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCatalogues, compileCatalogue } from '@admit/i18n';
import { describe, expect, it } from 'vitest';
import {
  ENGINE_ENGLISH_FILE,
  PRODUCT_LANGUAGES,
  catalogueFiles,
  compiledPartOf,
  engineTemplates,
} from '../src/index.ts';

const packageDir = join(import.meta.dirname, '..');
const read = (path: string) => JSON.parse(readFileSync(join(packageDir, path), 'utf8'));
const sources = Object.fromEntries(
  PRODUCT_LANGUAGES.map((language) => [language, read(catalogueFiles(language).source)]),
) as Record<string, Record<string, string>>;

describe("the product's catalogues", () => {
  it('give every English text in every language, with the same placeholders and cases', () => {
    const { problems, coverage } = checkCatalogues(sources, 'en');
    expect(problems.map((problem) => `${problem.language}: ${problem.message}`)).toEqual([]);
    for (const language of PRODUCT_LANGUAGES)
      expect(coverage[language]!.translated).toBe(coverage[language]!.total);
  });

  it.each(PRODUCT_LANGUAGES)(
    'are compiled as they are written (%s: npm run compile-texts)',
    (language) => {
      const { messages, problems } = compileCatalogue(sources[language]!);
      expect(problems).toEqual([]);
      const part = (which: string) =>
        Object.fromEntries(Object.entries(messages).filter(([id]) => compiledPartOf(id) === which));
      expect(read(catalogueFiles(language).compiled)).toEqual(part('applicant'));
      expect(read(catalogueFiles(language).compiledStaff)).toEqual(part('staff'));
      // The mails' texts stay on the server: no compiled file of the browser's holds one.
      expect(Object.keys(part('server')).length).toBeGreaterThan(0);
    },
  );

  it('give the engine its English as written (npm run compile-texts)', () => {
    const { messages } = compileCatalogue(sources.en!);
    const { templates, problems } = engineTemplates(messages);
    expect(problems).toEqual([]);
    expect(read(ENGINE_ENGLISH_FILE)).toEqual(templates);
    expect(templates['authForm.codeInvalid']).toBe(
      'The confirmation code must be exactly {length} numbers.',
    );
  });

  it('refuse an engine text the engine could not fill (a plural)', () => {
    const { messages } = compileCatalogue({
      'validation.count': '{n, plural, one {# item} other {# items}}',
    });
    expect(engineTemplates(messages).problems).toHaveLength(1);
  });

  it('name their ids by concept: lowercase words, the concept before a dot', () => {
    for (const id of Object.keys(sources.en!))
      expect(id).toMatch(/^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)+$/);
  });
});
