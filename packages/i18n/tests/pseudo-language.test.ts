import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../src/compile-catalogue.ts';
import { PSEUDO_LANGUAGE, pseudoLocalize } from '../src/pseudo-language.ts';
import { createTranslator } from '../src/translator.ts';
import { shapeOf } from './shape-of.ts';

/** The pseudo text formatted as a screen would show it. */
const shown = (source: string, values: Record<string, string | number> = {}) => {
  const { messages, problems } = compileCatalogue({ id: pseudoLocalize(source) });
  expect(problems).toEqual([]);
  return createTranslator(PSEUDO_LANGUAGE, messages).text('id', values);
};

describe('pseudoLocalize', () => {
  it('accents every letter, brackets the text and makes it at least 40% longer', () => {
    const text = shown('Enter your name');
    expect(text).toBe('[Ẽñţéŕ ýöúŕ ñáɱé ~~~]');
    expect([...text].length).toBeGreaterThanOrEqual(Math.ceil('Enter your name'.length * 1.4));
  });

  it('leaves no ASCII letter and keeps digits, punctuation and spaces', () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789 .,:;!?-()/';
    const text = shown(alphabet);
    expect(text).not.toMatch(/[a-zA-Z]/);
    expect(text).toContain(' 0123456789 .,:;!?-()/');
    expect(new Set(text.slice(1, 27)).size).toBe(26);
  });

  it('keeps placeholders, so values still show', () => {
    expect(shown('Hello, {name}', { name: 'Hà Nguyễn' })).toMatch(/^\[Ĥéļļö, Hà Nguyễn ~+\]$/);
  });

  it('keeps plurals and selects working', () => {
    const files = '{count, plural, =0 {No files} one {# file} other {# files}}';
    expect(shown(files, { count: 0 })).toMatch(/^\[Ñö ƒíļéš ~+\]$/);
    expect(shown(files, { count: 1 })).toMatch(/^\[1 ƒíļé ~+\]$/);
    expect(shown(files, { count: 7 })).toMatch(/^\[7 ƒíļéš ~+\]$/);
    expect(shown('{role, select, parent {Parent} other {You}}', { role: 'parent' })).toMatch(
      /^\[Þáŕéñţ ~+\]$/,
    );
  });

  it('has the same shape as the source: placeholders, cases and kinds', () => {
    const source =
      'Dear {name}, {count, plural, offset:1 =0 {none} one {# more} other {# more}} by {due, date, long} {role, select, parent {P} other {O}}';
    expect(shapeOf(pseudoLocalize(source))).toEqual(shapeOf(source));
  });

  it('keeps apostrophes and quoted braces as text', () => {
    expect(shown("Don't use '{'braces'}'")).toMatch(/^\[Ðöñ'ţ úšé {ƀŕáçéš} ~+\]$/);
  });

  it('returns a message that does not parse unchanged (config-lint reports it)', () => {
    expect(pseudoLocalize('Hello {name')).toBe('Hello {name');
  });

  it('leaves an empty text empty', () => {
    expect(pseudoLocalize('')).toBe('');
  });

  it('pads by the longest way through a plural', () => {
    const text = shown('{n, plural, one {x} other {a much longer text}}', { n: 1 });
    expect(text).toBe(`[ẋ ${'~'.repeat(Math.ceil('a much longer text'.length * 0.4) - 3)}]`);
  });

  it('is the conventional pseudo-locale tag, which Intl formats as English', () => {
    expect(PSEUDO_LANGUAGE).toBe('en-XA');
    expect(new Intl.PluralRules(PSEUDO_LANGUAGE).select(1)).toBe('one');
  });
});
