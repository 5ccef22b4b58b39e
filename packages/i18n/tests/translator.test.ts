import type * as IntlMessageFormatModule from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import { compileCatalogue } from '../src/compile-catalogue.ts';
import { createTranslator, type TranslationProblem } from '../src/translator.ts';

/** How many formatters were built: the translator builds one per text. */
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('intl-messageformat', async (importOriginal) => {
  const actual = await importOriginal<typeof IntlMessageFormatModule>();
  class CountedMessageFormat extends actual.IntlMessageFormat {
    constructor(...args: ConstructorParameters<typeof actual.IntlMessageFormat>) {
      super(...args);
      built.count += 1;
    }
  }
  return { ...actual, IntlMessageFormat: CountedMessageFormat };
});

const compiled = (catalogue: Record<string, string>) => {
  const { messages, problems } = compileCatalogue(catalogue);
  expect(problems).toEqual([]);
  return messages;
};

const EN = compiled({
  greeting: 'Hello, {name}',
  files: '{count, plural, =0 {No files} one {# file} other {# files}}',
  fee: 'Fee: {amount, number, ::currency/USD}',
  due: 'Due {date, date, long}',
  onlyEnglish: 'Only in English',
});
const ES = compiled({
  greeting: 'Hola, {name}',
  files:
    '{count, plural, =0 {Ningún archivo} one {# archivo} many {# de archivos} other {# archivos}}',
  fee: 'Tasa: {amount, number, ::currency/USD}',
  due: 'Vence el {date, date, long}',
});

const spanish = (onProblem?: (problem: TranslationProblem) => void) =>
  createTranslator('es', ES, { fallback: { language: 'en', messages: EN }, onProblem });

describe('createTranslator', () => {
  it('formats a text with its values, diacritics intact', () => {
    expect(spanish().text('greeting', { name: 'Núñez Peña' })).toBe('Hola, Núñez Peña');
    expect(createTranslator('en', EN).text('greeting', { name: 'Hà Nguyễn' })).toBe(
      'Hello, Hà Nguyễn',
    );
  });

  it("chooses plural cases by each language's rules", () => {
    const english = createTranslator('en', EN);
    expect([0, 1, 2].map((count) => english.text('files', { count }))).toEqual([
      'No files',
      '1 file',
      '2 files',
    ]);
    const es = spanish();
    expect([0, 1, 3].map((count) => es.text('files', { count }))).toEqual([
      'Ningún archivo',
      '1 archivo',
      '3 archivos',
    ]);
    // Whether Spanish has `many` is CLDR's answer, not ours: ask the running ICU.
    const millionCase = new Intl.PluralRules('es').select(1_000_000);
    expect(es.text('files', { count: 1_000_000 })).toBe(
      millionCase === 'many' ? '1.000.000 de archivos' : '1.000.000 archivos',
    );
  });

  it("formats numbers and dates in the text's language", () => {
    const date = new Date(Date.UTC(2025, 2, 5, 12));
    expect(createTranslator('en', EN).text('fee', { amount: 12345.5 })).toBe('Fee: $12,345.50');
    expect(spanish().text('fee', { amount: 12345.5 })).toBe(
      `Tasa: ${new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(12345.5)}`,
    );
    expect(spanish().text('fee', { amount: 12345.5 })).toMatch(/12\.345,50/);
    expect(spanish().text('due', { date })).toBe('Vence el 5 de marzo de 2025');
    expect(createTranslator('en', EN).text('due', { date })).toBe('Due March 5, 2025');
  });

  it("falls back to the default language's text, formatted in that language, and says so", () => {
    const problems: TranslationProblem[] = [];
    const es = spanish((problem) => problems.push(problem));
    expect(es.text('onlyEnglish')).toBe('Only in English');
    expect(es.languageOf('onlyEnglish')).toBe('en');
    expect(es.languageOf('greeting')).toBe('es');
    expect(problems).toEqual([
      {
        type: 'fallback',
        id: 'onlyEnglish',
        language: 'es',
        message: 'No text "onlyEnglish" in es: shown in en',
      },
    ]);
  });

  it('shows the id when no language has the text, never a blank', () => {
    const problems: TranslationProblem[] = [];
    const es = spanish((problem) => problems.push(problem));
    expect(es.text('nowhere')).toBe('nowhere');
    expect(problems.map((problem) => problem.type)).toEqual(['missing']);
    expect(createTranslator('es', {}).text('nowhere')).toBe('nowhere');
  });

  it("never answers an Object.prototype member for an id such as 'constructor'", () => {
    const es = spanish();
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(es.text(id)).toBe(id);
    }
  });

  it('treats an empty text as missing and falls back', () => {
    const es = createTranslator('es', compiled({ greeting: '' }), {
      fallback: { language: 'en', messages: EN },
    });
    expect(es.text('greeting', { name: 'Ana' })).toBe('Hello, Ana');
  });

  it('shows a missing value as {name} and reports it, without throwing', () => {
    const problems: TranslationProblem[] = [];
    const es = spanish((problem) => problems.push(problem));
    expect(es.text('greeting')).toBe('Hola, {name}');
    expect(es.text('files')).toBe('{count} archivos');
    expect(problems.map(({ type, id }) => [type, id])).toEqual([
      ['format', 'greeting'],
      ['format', 'files'],
    ]);
    expect(problems[0]!.message).toMatch(/name/);
  });

  it('never throws, even for a language tag Intl refuses', () => {
    const broken = createTranslator('not a tag!', EN);
    expect(broken.text('greeting', { name: 'Ana' })).toBe('greeting');
  });

  it('builds one formatter per text and reuses it', () => {
    const es = spanish();
    const before = built.count;
    const names = Array.from({ length: 200 }, (_, n) => `Núñez ${n}`);
    expect(names.map((name) => es.text('greeting', { name })).at(-1)).toBe('Hola, Núñez 199');
    es.text('files', { count: 2 });
    expect(built.count - before).toBe(2);
  });

  it('formats from the compiled JSON, as the browser receives it', () => {
    const shipped = JSON.parse(JSON.stringify(ES)) as typeof ES;
    expect(createTranslator('es', shipped).text('files', { count: 2 })).toBe('2 archivos');
  });
});
