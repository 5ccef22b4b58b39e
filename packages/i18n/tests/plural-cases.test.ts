import { describe, expect, it } from 'vitest';
import type { PluralShape } from '../src/message-shape.ts';
import { pluralCaseProblems } from '../src/plural-cases.ts';

const plural = (keywords: string[], exact: number[] = [], offset = 0): PluralShape => ({
  argument: 'n',
  type: 'cardinal',
  offset,
  exact,
  keywords,
});

/** The running ICU's categories: CLDR changes (Spanish gained `many`), so tests ask, not assume. */
const categories = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];

describe('pluralCaseProblems', () => {
  it("accepts a plural with exactly its language's categories", () => {
    expect(pluralCaseProblems(plural(categories('en')), 'en')).toEqual([]);
    expect(pluralCaseProblems(plural(categories('es')), 'es')).toEqual([]);
    expect(pluralCaseProblems(plural(['other']), 'vi')).toEqual([]);
  });

  it('refuses a keyword that is not a category of the language', () => {
    expect(pluralCaseProblems(plural(['one', 'few', 'other']), 'en')).toEqual([
      `plural {n} has the case "few", which is not a plural category of en (${categories('en').join(', ')})`,
    ]);
  });

  it('asks for each category a count can fall into, with an example count', () => {
    expect(pluralCaseProblems(plural(['other']), 'en')).toEqual([
      'plural {n} lacks the case "one" that en needs (for 1, for example)',
    ]);
    const spanishMissing = categories('es').filter((c) => c !== 'one' && c !== 'other');
    expect(pluralCaseProblems(plural(['one', 'other']), 'es')).toEqual(
      spanishMissing.map((category) => {
        const example = [1_000_000].find((n) => new Intl.PluralRules('es').select(n) === category);
        return `plural {n} lacks the case "${category}" that es needs (for ${example}, for example)`;
      }),
    );
  });

  it('counts an exact case as covering the counts it catches', () => {
    expect(pluralCaseProblems(plural(['other'], [1]), 'en')).toEqual([]);
    // French "one" holds 0 and 1: =1 alone leaves 0 to the missing case.
    expect(pluralCaseProblems(plural(['many', 'other'], [1]), 'fr')).toEqual([
      'plural {n} lacks the case "one" that fr needs (for 0, for example)',
    ]);
  });

  it('applies the offset before choosing a category', () => {
    // offset:1 and =1: a count of 2 leaves 1, which English calls "one".
    expect(pluralCaseProblems(plural(['other'], [0, 1], 1), 'en')).toEqual([
      'plural {n} lacks the case "one" that en needs (for 2, for example)',
    ]);
  });

  it("checks an ordinal against the language's ordinal categories", () => {
    const ordinal: PluralShape = { ...plural(['one', 'other']), type: 'ordinal' };
    expect(pluralCaseProblems(ordinal, 'en')).toEqual([
      'selectordinal {n} lacks the case "two" that en needs (for 2, for example)',
      'selectordinal {n} lacks the case "few" that en needs (for 3, for example)',
    ]);
  });
});
