import { TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../src/message-ast.ts';

const problemOf = (source: string) => {
  const parsed = parseMessage(source);
  if (parsed.type === 'parsed') throw new Error(`"${source}" parsed`);
  return parsed.problem;
};

describe('parseMessage', () => {
  it('parses placeholders, plurals and diacritics', () => {
    const parsed = parseMessage(
      'Hola, {name}: {count, plural, one {# archivo} other {# archivos}}',
    );
    expect(parsed.type).toBe('parsed');
    if (parsed.type !== 'parsed') return;
    expect(parsed.ast.map((element) => element.type)).toEqual([
      TYPE.literal,
      TYPE.argument,
      TYPE.literal,
      TYPE.plural,
    ]);
  });

  it('keeps tags as plain text', () => {
    const parsed = parseMessage('Press <b>Save</b> when a < b');
    expect(parsed).toEqual({
      type: 'parsed',
      ast: [{ type: TYPE.literal, value: 'Press <b>Save</b> when a < b' }],
    });
  });

  it('resolves number skeletons at parse time, so formatting needs no skeleton parser', () => {
    const parsed = parseMessage('{fee, number, ::currency/USD}');
    expect(parsed.type === 'parsed' && parsed.ast[0]).toMatchObject({
      style: { parsedOptions: { style: 'currency', currency: 'USD' } },
    });
  });

  it('says where and why an unclosed placeholder fails', () => {
    expect(problemOf('Hello {name')).toEqual({
      message: 'a placeholder is not closed: "}" expected',
      offset: 6,
      line: 1,
      column: 7,
    });
  });

  it('refuses a } that closes nothing, and keeps a quoted one as text', () => {
    expect(problemOf('Hola {name}}')).toEqual({
      message: `a "}" closes nothing: remove it, or write '}' to show one`,
      offset: 11,
      line: 1,
      column: 12,
    });
    expect(parseMessage("a '}' b")).toEqual({
      type: 'parsed',
      ast: [{ type: TYPE.literal, value: 'a } b' }],
    });
  });

  it('ships the AST without the places and spellings kept for checking', () => {
    const parsed = parseMessage(
      "It''s {n, plural, one {#} other {{n, number, ::percent}}} {x, select, location {a} other {b}}",
    );
    expect(JSON.stringify(parsed)).not.toMatch(/"(rawValue|line|column)"/);
    expect(parsed.type === 'parsed' && parsed.ast[3]).toMatchObject({
      options: { location: {}, other: {} },
    });
  });

  it('counts lines and columns inside the message', () => {
    expect(problemOf('Núñez Peña\nHà Nguyễn {n, plural, one {x}}')).toMatchObject({
      message: 'a plural or select needs an "other {…}" case',
      line: 2,
    });
  });

  it.each([
    ['}', 'unbalanced closing brace'],
    ['{}', 'empty placeholder'],
    ['{a, select}', 'select without cases'],
    ['{a, plural, one {x} one {y} other {z}}', 'duplicate case'],
    ['{a, wat}', 'unknown type'],
    ['{'.repeat(1000), 'a thousand opening braces'],
  ])('refuses %s (%s) in words', (source) => {
    const problem = problemOf(source);
    expect(problem.message).toMatch(/^[a-z][a-z "{}…,:()=0-9'/]+/);
    expect(problem.message).not.toMatch(/[A-Z]_[A-Z]/);
  });

  it('answers a problem, not a crash, for a message nested past the stack', () => {
    const deep = 'x {a, select, other {'.repeat(20_000) + '}}'.repeat(20_000);
    expect(problemOf(deep).message).toMatch(/nested too deeply|not closed/);
  });

  it('parses a 100 KB message', () => {
    const big = 'Ñ {name} '.repeat(12_000);
    expect(big.length).toBeGreaterThan(100_000);
    const parsed = parseMessage(big);
    expect(parsed.type === 'parsed' && parsed.ast.length).toBe(24_001);
  });
});
