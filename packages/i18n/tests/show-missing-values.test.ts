import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { showMissingValues } from '../src/show-missing-values.ts';

const literalText = (source: string, values: Record<string, unknown>) =>
  showMissingValues(parse(source), values)
    .map((element) => (element.type === TYPE.literal ? element.value : `<${TYPE[element.type]}>`))
    .join('');

describe('showMissingValues', () => {
  it('writes a placeholder without a value as {name}', () => {
    expect(literalText('Hola {name}, debes {fee, number}', {})).toBe('Hola {name}, debes {fee}');
  });

  it('keeps a placeholder that has its value', () => {
    expect(literalText('Hola {name}', { name: 'Núñez Peña' })).toBe('Hola <argument>');
  });

  it("shows a plural's other case, its # as the placeholder, when the count is missing", () => {
    expect(literalText('{n, plural, one {# file} other {# files}}', {})).toBe('{n} files');
  });

  it('walks into the chosen case of a plural that has its count', () => {
    const [plural] = showMissingValues(parse('{n, plural, other {# of {total}}}'), { n: 2 });
    expect(plural).toMatchObject({
      type: TYPE.plural,
      options: {
        other: { value: [{ type: TYPE.pound }, { value: ' of ' }, { value: '{total}' }] },
      },
    });
  });
});
