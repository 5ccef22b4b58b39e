import { describe, expect, it } from 'vitest';
import {
  ETAG_PATTERN,
  IF_MATCH_PATTERN,
  etagOf,
  fromWire,
  revisionOf,
  toWire,
} from '../src/index.ts';

describe('the ETag codec', () => {
  it('writes a revision as a strong ETag, which its pattern takes', () => {
    expect(etagOf(12)).toBe('"12"');
    expect(new RegExp(ETAG_PATTERN).test(etagOf(12))).toBe(true);
    expect(new RegExp(IF_MATCH_PATTERN).test(etagOf(12))).toBe(true);
  });

  it('reads the revision of a strong or weak ETag, and none of anything else', () => {
    expect(revisionOf('"12"')).toBe(12);
    expect(revisionOf(' W/"0" ')).toBe(0);
    for (const other of [undefined, '', '*', '12', '"-1"', '"1", "2"', '"1234567890123456"'])
      expect([other, revisionOf(other)]).toEqual([other, undefined]);
  });

  it('takes in If-Match only what the server sends, or *', () => {
    const ifMatch = new RegExp(IF_MATCH_PATTERN);
    for (const ok of ['"1"', 'W/"1"', '*', ' "1" '])
      expect([ok, ifMatch.test(ok)]).toEqual([ok, true]);
    for (const bad of ['1', '"a"', '"1", "2"', 'W/*'])
      expect([bad, ifMatch.test(bad)]).toEqual([bad, false]);
  });
});

describe('the wire names', () => {
  it("renames the code's camelCase parts to the API's names and back", () => {
    const code = { answers: { a: 'x' }, addAnother: { parents: 2 }, tabs: { t: 'b' } };
    const wire = toWire(code);
    expect(wire).toEqual({ answers: { a: 'x' }, add_another: { parents: 2 }, tabs: { t: 'b' } });
    expect(Object.keys(wire)).toEqual(['answers', 'add_another', 'tabs']);
    expect(fromWire(wire)).toEqual(code);
  });

  it('leaves nested members as they are', () => {
    expect(toWire({ current: { addAnother: 1 } })).toEqual({ current: { addAnother: 1 } });
  });
});
