import type { Language } from './language.ts';
import type { MessageShape } from './message-shape.ts';

const list = (items: readonly string[]) => (items.length ? items.join(', ') : 'none');
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Each argument's cases over every select (or plural) of it, sorted. */
function casesByArgument(choices: readonly { argument: string; cases: readonly string[] }[]) {
  const cases = new Map<string, Set<string>>();
  for (const { argument, cases: named } of choices) {
    cases.set(argument, new Set([...(cases.get(argument) ?? []), ...named]));
  }
  return new Map([...cases].map(([argument, named]) => [argument, [...named].sort()]));
}

/** How a translation's placeholders, select cases and exact plural cases differ from the default. */
export function shapeDifferences(
  expected: MessageShape,
  actual: MessageShape,
  defaultLanguage: Language,
): string[] {
  const differences: string[] = [];
  const names = new Set([...Object.keys(expected.arguments), ...Object.keys(actual.arguments)]);
  for (const name of [...names].sort()) {
    const want = expected.arguments[name];
    const have = actual.arguments[name];
    if (!have) differences.push(`lacks the placeholder {${name}} that ${defaultLanguage} has`);
    else if (!want)
      differences.push(`has the placeholder {${name}}, which ${defaultLanguage} does not`);
    else if (!sameList(want, have)) {
      differences.push(
        `uses {${name}} as ${list(have)} where ${defaultLanguage} uses it as ${list(want)}`,
      );
    }
  }
  const compare = (
    what: string,
    want: Map<string, string[]>,
    have: Map<string, string[]>,
  ): void => {
    for (const [argument, cases] of want) {
      const theirs = have.get(argument);
      if (theirs && !sameList(cases, theirs)) {
        differences.push(
          `${what} {${argument}} has the cases ${list(theirs)} where ${defaultLanguage} has ${list(cases)}`,
        );
      }
    }
  };
  compare('select', casesByArgument(expected.selects), casesByArgument(actual.selects));
  const exact = (shape: MessageShape) =>
    casesByArgument(
      shape.plurals.map(({ argument, exact }) => ({
        argument,
        cases: exact.map((n) => `=${n}`),
      })),
    );
  compare('plural', exact(expected), exact(actual));
  return differences;
}
