import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { partnerFileText } from '../../src/server/partner-file-text.ts';
import { BUNDLED_PARTNER } from '../helpers.ts';

const lines = (text: string) => text.split('\n');

describe('partnerFileText', () => {
  it('keeps objects written on one line on one line, and changes only the edited line', async () => {
    const path = join(BUNDLED_PARTNER, 'examples/fernhollow-art/partner.json');
    const before = await readFile(path, 'utf8');
    expect(before).toMatch(/\{ "field": "email", "header": "Email" \}/);
    const partner = JSON.parse(before) as { exportProfiles: { title: string }[] };
    expect(await partnerFileText(partner, before)).toBe(before);
    partner.exportProfiles[0]!.title = 'Registrar import, edited';
    const after = await partnerFileText(partner, before);
    expect(lines(after)).toHaveLength(lines(before).length);
    const changed = lines(after).filter((line, i) => line !== lines(before)[i]);
    expect(changed).toEqual([expect.stringContaining('"title": "Registrar import, edited"')]);
  });

  it('writes a new object across lines, and one added inside a one-line object on one line', async () => {
    const before = '{\n  "list": [{ "a": 1 }]\n}\n';
    const text = await partnerFileText({ list: [{ a: 1, b: { c: 2 } }], added: { d: 3 } }, before);
    expect(text).toBe(
      '{\n  "list": [{ "a": 1, "b": { "c": 2 } }],\n  "added": {\n    "d": 3\n  }\n}\n',
    );
  });

  it('keeps a text whose value did not change, whatever its members order', async () => {
    const before = '{"b": 1,\r\n      "a": [1,2]}';
    expect(await partnerFileText({ a: [1, 2], b: 1 }, before)).toBe(before);
  });

  it("keeps the file's line ends, indentation, long lines and missing last newline", async () => {
    const before =
      '{\r\n    "title": "Old",\r\n    "list": ["a", "b"],\r\n    "node": { "key": "k", "label": "A long label written on the same line as its key" }\r\n}';
    const text = await partnerFileText(
      {
        title: 'New',
        list: ['a', 'b', 'c'],
        node: { key: 'k', label: 'A long label written on the same line as its key' },
        added: { x: [1] },
      },
      before,
    );
    expect(text).toBe(
      '{\r\n    "title": "New",\r\n    "list": ["a", "b", "c"],\r\n    "node": { "key": "k", "label": "A long label written on the same line as its key" },\r\n    "added": {\r\n        "x": [1]\r\n    }\r\n}',
    );
  });

  it('keeps the members in the order the file had them, new ones after', async () => {
    const before = '{\n  "b": 1,\n  "a": 2\n}\n';
    expect(await partnerFileText({ c: 3, a: 2, b: 5 }, before)).toBe(
      '{\n  "b": 5,\n  "a": 2,\n  "c": 3\n}\n',
    );
  });

  it('puts a new member after the one before it in the value: one new line among the others', async () => {
    const before = '{\n  "a": "1",\n  "c": "3"\n}\n';
    expect(await partnerFileText({ a: '1', b: '2', c: '3' }, before)).toBe(
      '{\n  "a": "1",\n  "b": "2",\n  "c": "3"\n}\n',
    );
  });

  it('removes a member with its line', async () => {
    const before = '{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}\n';
    expect(await partnerFileText({ a: 1, c: 3 }, before)).toBe('{\n  "a": 1,\n  "c": 3\n}\n');
    expect(await partnerFileText({ a: 1, b: 2 }, before)).toBe('{\n  "a": 1,\n  "b": 2\n}\n');
  });

  it('moves a list item with its own text, and matches items by name', async () => {
    const before =
      '[\n  {"key": "x", "label": "X"},\n  {\n    "key": "y",\n    "label": "Y"\n  }\n]\n';
    const moved = await partnerFileText(
      [
        { key: 'y', label: 'Y' },
        { key: 'x', label: 'X2' },
      ],
      before,
    );
    expect(moved).toBe(
      '[\n  {\n    "key": "y",\n    "label": "Y"\n  },\n  {"key": "x", "label": "X2"}\n]\n',
    );
  });

  it('renames an item in place, and adds a new item after the others', async () => {
    const before = '[\n  { "key": "x", "label": "X" },\n  { "key": "y" }\n]\n';
    const text = await partnerFileText(
      [{ key: 'x2', label: 'X' }, { key: 'y' }, { key: 'z', label: 'Z' }],
      before,
    );
    expect(text).toBe(
      '[\n  { "key": "x2", "label": "X" },\n  { "key": "y" },\n  {\n    "key": "z",\n    "label": "Z"\n  }\n]\n',
    );
  });

  it('fills an empty list across lines at its indentation, with tabs when the file has tabs', async () => {
    const before = '{\n\t"children": []\n}\n';
    expect(await partnerFileText({ children: [{ key: 'a' }] }, before)).toBe(
      '{\n\t"children": [\n\t\t{\n\t\t\t"key": "a"\n\t\t}\n\t]\n}\n',
    );
  });

  it('writes a new file with Prettier: two-space indentation, a last newline', async () => {
    expect(await partnerFileText({ a: [1, 2], b: { c: true } }, undefined)).toBe(
      '{\n  "a": [1, 2],\n  "b": {\n    "c": true\n  }\n}\n',
    );
  });
});
