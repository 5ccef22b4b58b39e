import { describe, expect, it } from 'vitest';
import { parseJsonSource, type JsonSource } from '../src/index.ts';

const source = (text: string): JsonSource => {
  const parsed = parseJsonSource(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.source;
};

const PAGE = `{
  "id": "about",
  "sections": [
    { "id": "a", "children": [] },
    {
      "id": "b",
      "children": [{ "type": "text", "key": "x~y/z" }]
    }
  ]
}
`;

describe('parseJsonSource', () => {
  it('gives the parsed value', () => {
    expect(source('{"a": [1, true, null]}').value).toEqual({ a: [1, true, null] });
  });

  it('places an object member at its name', () => {
    expect(source(PAGE).positionOf('/sections')).toEqual({ line: 3, column: 3 });
  });

  it('places an array element at its first character', () => {
    expect(source(PAGE).positionOf('/sections/1')).toEqual({ line: 5, column: 5 });
    expect(source(PAGE).positionOf('/sections/1/children/0')).toEqual({ line: 7, column: 20 });
  });

  it('reads escaped pointer tokens', () => {
    const text = '{\n  "a/b": {\n    "c~d": 1\n  }\n}';
    expect(source(text).positionOf('/a~1b/c~0d')).toEqual({ line: 3, column: 5 });
  });

  it('places the whole file at 1:1', () => {
    expect(source(PAGE).positionOf('')).toEqual({ line: 1, column: 1 });
  });

  it('places a pointer that is not written at its nearest written ancestor', () => {
    expect(source(PAGE).positionOf('/sections/0/children/4/parts/city')).toEqual({
      line: 4,
      column: 18,
    });
  });

  it('counts lines after CRLF line ends', () => {
    expect(source('{\r\n  "a": 1,\r\n  "b": 2\r\n}').positionOf('/b')).toEqual({
      line: 3,
      column: 3,
    });
  });

  it('reports a trailing comma in a list at the comma, in words', () => {
    expect(parseJsonSource('[\n  1,\n]\n')).toEqual({
      ok: false,
      message: 'not valid JSON: a comma after the last item (JSON allows none): remove it',
      position: { line: 2, column: 4 },
    });
  });

  it('reports a trailing comma in an object at the comma', () => {
    expect(parseJsonSource('{\n  "a": 1,\n  "b": 2, \r\n}')).toEqual({
      ok: false,
      message: 'not valid JSON: a comma after the last item (JSON allows none): remove it',
      position: { line: 3, column: 9 },
    });
  });

  it('reports a missing value before a comma as such, not as a trailing comma', () => {
    expect(parseJsonSource('{ "a": , "b": 1 }')).toMatchObject({
      ok: false,
      message: 'not valid JSON: a value is expected',
      position: { line: 1, column: 8 },
    });
  });

  it('reports a missing comma between members where the next member starts', () => {
    expect(parseJsonSource('{\n  "a": 1\n  "b": 2\n}')).toEqual({
      ok: false,
      message: 'not valid JSON: a comma is expected',
      position: { line: 3, column: 3 },
    });
  });

  it('refuses comments, which JSON does not have', () => {
    expect(parseJsonSource('{ // note\n "a": 1 }')).toMatchObject({
      ok: false,
      message: 'not valid JSON: comments are not allowed in JSON',
      position: { line: 1, column: 3 },
    });
  });

  it('refuses an empty file', () => {
    expect(parseJsonSource('')).toMatchObject({ ok: false, position: { line: 1, column: 1 } });
  });
});
