import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { lintPartnerFolder, readPartnerFolder } from '@admit/config-lint';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveStudioFolder } from '../../src/server/studio-folder.ts';
import { inPreviousOrder } from '../../src/server/stable-json.ts';
import { copyOfBundledPartner } from '../helpers.ts';

let dir: string;
beforeEach(async () => {
  dir = await copyOfBundledPartner();
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const reversed = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(reversed)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([k, v]) => [k, reversed(v)]),
        )
      : value;

describe('saving a partner folder', () => {
  it('writes nothing when nothing changed, even with members in another order', async () => {
    const { files } = await readPartnerFolder(dir);
    const shuffled = Object.fromEntries(Object.entries(files).map(([f, v]) => [f, reversed(v)]));
    const result = await saveStudioFolder(dir, shuffled);
    expect(result).toMatchObject({ ok: true, written: [], removed: [] });
  });

  it('writes only the changed lines of a changed file, two-space indented', async () => {
    const { files } = await readPartnerFolder(dir);
    const before = await readFile(join(dir, 'pages/about.json'), 'utf8');
    const page = structuredClone(files['pages/about.json']) as { title: string };
    page.title = 'About You, Edited';
    const result = await saveStudioFolder(dir, { ...files, 'pages/about.json': page });
    expect(result).toMatchObject({ ok: true, written: ['pages/about.json'] });
    const after = await readFile(join(dir, 'pages/about.json'), 'utf8');
    const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toEqual(['  "title": "About You, Edited",']);
  });

  it('refuses a folder that breaks an applicant, and writes nothing', async () => {
    const { files } = await readPartnerFolder(dir);
    const before = await readFile(join(dir, 'pages/about.json'), 'utf8');
    const page = structuredClone(files['pages/about.json']) as {
      sections: { children: unknown[] }[];
    };
    page.sections[0]!.children.push({ type: 'text', key: 'not_in_the_data_model', label: 'X' });
    const result = await saveStudioFolder(dir, { ...files, 'pages/about.json': page });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.rule)).toContain('data-model-missing');
    expect(await readFile(join(dir, 'pages/about.json'), 'utf8')).toBe(before);
    expect((await lintPartnerFolder(dir)).errors).toEqual([]);
  });

  it('refuses a file that is not part of a partner folder', async () => {
    const { files } = await readPartnerFolder(dir);
    const result = await saveStudioFolder(dir, { ...files, '../outside.json': {} });
    expect(result.ok).toBe(false);
  });
});

describe('inPreviousOrder', () => {
  it('keeps the previous order of members, then new ones, and matches list items by name', () => {
    const previous = { b: 1, a: [{ key: 'x', label: 'X', type: 'text' }] };
    const value = {
      a: [
        { type: 'check', key: 'y' },
        { type: 'text', label: 'X2', key: 'x' },
      ],
      c: 2,
      b: 1,
    };
    expect(JSON.stringify(inPreviousOrder(value, previous))).toBe(
      JSON.stringify({
        b: 1,
        a: [
          { type: 'check', key: 'y' },
          { key: 'x', label: 'X2', type: 'text' },
        ],
        c: 2,
      }),
    );
  });
});
