import { describe, expect, it } from 'vitest';
import { checkCatalogues, type Catalogue } from '../src/check-catalogues.ts';

/** A small, correct product catalogue in English, Spanish and Vietnamese. */
const esCategories = new Intl.PluralRules('es').resolvedOptions().pluralCategories;
const spanishFiles = `{count, plural, =0 {Ningún archivo} ${esCategories
  .map((category) => `${category} {# archivo${category === 'one' ? '' : 's'}}`)
  .join(' ')}}`;
const CATALOGUES: Record<string, Catalogue> = {
  en: {
    greeting: 'Hello, {name}',
    files: '{count, plural, =0 {No files} one {# file} other {# files}}',
    role: '{role, select, parent {Parent} other {Applicant}}',
  },
  es: {
    greeting: 'Hola, {name}',
    files: spanishFiles,
    role: '{role, select, parent {Madre o padre} other {Solicitante}}',
  },
  vi: {
    greeting: 'Xin chào, {name}',
    files: '{count, plural, =0 {Không có tệp} other {# tệp}}',
    role: '{role, select, parent {Phụ huynh} other {Người nộp đơn}}',
  },
};

/** The catalogues with one language's texts changed. */
const withTexts = (language: string, texts: Record<string, string | undefined>) => ({
  ...CATALOGUES,
  [language]: Object.fromEntries(
    Object.entries({ ...CATALOGUES[language], ...texts }).filter(([, text]) => text !== undefined),
  ) as Catalogue,
});

const messagesOf = (catalogues: Record<string, Catalogue>) =>
  checkCatalogues(catalogues, 'en').problems.map(
    ({ language, id, message }) => `${language}${id ? ` ${id}` : ''}: ${message}`,
  );

describe('checkCatalogues', () => {
  it('finds no problem in complete, matching catalogues, and full coverage', () => {
    const { problems, coverage } = checkCatalogues(CATALOGUES, 'en');
    expect(problems).toEqual([]);
    expect(coverage).toEqual({
      en: { translated: 3, total: 3 },
      es: { translated: 3, total: 3 },
      vi: { translated: 3, total: 3 },
    });
  });

  it('names a text missing in a language, and counts it out of the coverage', () => {
    const catalogues = withTexts('es', { role: undefined });
    expect(messagesOf(catalogues)).toEqual(['es role: "role" has no text']);
    expect(checkCatalogues(catalogues, 'en').coverage.es).toEqual({ translated: 2, total: 3 });
  });

  it('names a blank text', () => {
    expect(messagesOf(withTexts('vi', { greeting: '  ' }))).toEqual([
      'vi greeting: "greeting" is blank',
    ]);
  });

  it('names an id the default language does not have', () => {
    expect(messagesOf(withTexts('es', { farewell: 'Adiós' }))).toEqual([
      'es farewell: "farewell" is not a text of the default language en',
    ]);
  });

  it('says where a message does not parse, inside the message', () => {
    expect(messagesOf(withTexts('es', { greeting: 'Hola,\n{name' }))).toEqual([
      'es greeting: "greeting" does not parse at 2:1: a placeholder is not closed: "}" expected',
    ]);
  });

  it("names placeholders that differ from the default language's", () => {
    expect(messagesOf(withTexts('vi', { greeting: 'Xin chào, {ten}' }))).toEqual([
      'vi greeting: "greeting" lacks the placeholder {name} that en has',
      'vi greeting: "greeting" has the placeholder {ten}, which en does not',
    ]);
  });

  it('names select cases that differ', () => {
    const role = '{role, select, padre {Madre o padre} other {Solicitante}}';
    expect(messagesOf(withTexts('es', { role }))).toEqual([
      'es role: "role" select {role} has the cases other, padre where en has other, parent',
    ]);
  });

  it('names exact plural cases that differ', () => {
    const files = spanishFiles.replace('=0 {Ningún archivo} ', '');
    expect(messagesOf(withTexts('es', { files }))).toEqual([
      'es files: "files" plural {count} has the cases none where en has =0',
    ]);
  });

  it('names a plural case that is not a category of the language, or one it lacks', () => {
    const files = '{count, plural, =0 {Không có tệp} one {# tệp} other {# tệp}}';
    expect(messagesOf(withTexts('vi', { files }))).toEqual([
      'vi files: "files" plural {count} has the case "one", which is not a plural category of vi (other)',
    ]);
    const spanish = '{count, plural, =0 {Ningún archivo} other {# archivos}}';
    expect(messagesOf(withTexts('es', { files: spanish }))[0]).toBe(
      'es files: "files" plural {count} lacks the case "one" that es needs (for 1, for example)',
    );
  });

  it('checks the default language itself for plural cases', () => {
    expect(messagesOf(withTexts('en', { files: '{count, plural, other {# files}}' }))).toContain(
      'en files: "files" plural {count} lacks the case "one" that en needs (for 1, for example)',
    );
  });

  it('refuses a language that is not a language tag', () => {
    expect(messagesOf({ ...CATALOGUES, 'e s': CATALOGUES.es! })).toEqual([
      'e s: "e s" is not a language tag (BCP 47)',
    ]);
  });

  it('names the kind of each problem', () => {
    const kinds = (language: string, texts: Record<string, string | undefined>) =>
      checkCatalogues(withTexts(language, texts), 'en').problems.map((p) => p.kind);
    expect(kinds('es', { role: undefined })).toEqual(['missing']);
    expect(kinds('es', { greeting: ' ' })).toEqual(['blank']);
    expect(kinds('es', { farewell: 'Adiós' })).toEqual(['unknown-id']);
    expect(kinds('es', { greeting: 'Hola, {name' })).toEqual(['syntax']);
    expect(kinds('es', { greeting: 'Hola, {nombre}' })).toEqual(['shape', 'shape']);
    expect(kinds('en', { greeting: 'Hello, {name' })).toEqual(['syntax']);
    expect(
      checkCatalogues({ ...CATALOGUES, 'e s': CATALOGUES.es! }, 'en').problems.map((p) => p.kind),
    ).toEqual(['language-tag']);
  });

  it('says so when the default language has no texts', () => {
    expect(checkCatalogues({ es: CATALOGUES.es! }, 'en')).toEqual({
      problems: [
        { language: 'en', kind: 'no-default', message: 'The default language en has no texts' },
      ],
      coverage: {},
    });
  });

  it('cannot pass by accident: every text of every language, mutated, is caught', () => {
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      for (const id of Object.keys(catalogue)) {
        const broken = withTexts(language, { [id]: `${catalogue[id]} {` });
        expect(messagesOf(broken), `${language} ${id}`).toHaveLength(1);
      }
    }
  });

  it('checks a thousand texts in three languages quickly', () => {
    const many = (catalogue: Catalogue) =>
      Object.fromEntries(
        Array.from({ length: 1000 }, (_, n) => [`files${n}`, catalogue.files!]),
      ) as Catalogue;
    const started = performance.now();
    const { problems } = checkCatalogues(
      { en: many(CATALOGUES.en!), es: many(CATALOGUES.es!), vi: many(CATALOGUES.vi!) },
      'en',
    );
    expect(problems).toEqual([]);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
