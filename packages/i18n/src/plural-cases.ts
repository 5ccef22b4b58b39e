import type { Language } from './language.ts';
import type { PluralShape } from './message-shape.ts';

/** The whole numbers tried for each plural category: enough to meet every category CLDR gives. */
const COUNTS = [...Array.from({ length: 1001 }, (_, n) => n), 1_000_000, 10_000_000];

/** A plural's wording problems in one language, in words; none when its cases fit the language. */
export function pluralCaseProblems(plural: PluralShape, language: Language): string[] {
  const rules = new Intl.PluralRules(language, { type: plural.type });
  const categories: string[] = rules.resolvedOptions().pluralCategories;
  const name = plural.type === 'ordinal' ? 'selectordinal' : 'plural';
  const problems = plural.keywords
    .filter((keyword) => !categories.includes(keyword))
    .map(
      (keyword) =>
        `${name} {${plural.argument}} has the case "${keyword}", which is not a plural category of ${language} (${categories.join(', ')})`,
    );
  // A category is needed when some count falls into it without an exact case (=1) to catch it.
  const exact = new Set(plural.exact);
  for (const category of categories) {
    if (plural.keywords.includes(category)) continue;
    const example = COUNTS.find(
      (count) => !exact.has(count) && rules.select(count - plural.offset) === category,
    );
    if (example !== undefined) {
      problems.push(
        `${name} {${plural.argument}} lacks the case "${category}" that ${language} needs (for ${example}, for example)`,
      );
    }
  }
  return problems;
}
