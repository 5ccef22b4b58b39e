import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { strayClosingBrace } from '../src/stray-closing-brace.ts';

const strayIn = (source: string) =>
  strayClosingBrace(
    parse(source, { ignoreTag: true, captureLocation: true, captureEscapes: true }),
  );

describe('strayClosingBrace', () => {
  it('finds a } that closes nothing, by its offset in the message', () => {
    expect(strayIn('Hola {name}}')).toBe(11);
    expect(strayIn('}')).toBe(0);
    expect(strayIn('{n, plural, other {#}} left}')).toBe(27);
  });

  it('lets a quoted } and apostrophes be text', () => {
    expect(strayIn("Show '}' and it's '{x}' and ''")).toBeUndefined();
    expect(strayIn("Quoted '}'' more}' text")).toBeUndefined();
  });

  it('finds none in a balanced message', () => {
    expect(strayIn('Hà Nguyễn {count, plural, one {# file} other {# files}}')).toBeUndefined();
  });
});
