import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lintPartnerFolder, readPartnerFolder, readPartnerTexts } from '@admit/config-lint';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveStudioFolder, versionsOf } from '../../src/server/studio-folder.ts';
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

/** The folder's file versions as the studio reads them. */
const versionsNow = async () => versionsOf((await readPartnerTexts(dir)).texts);

describe('saving a partner folder', () => {
  it('writes nothing when nothing changed, even with members in another order', async () => {
    const { files } = await readPartnerFolder(dir);
    const shuffled = Object.fromEntries(Object.entries(files).map(([f, v]) => [f, reversed(v)]));
    const result = await saveStudioFolder(dir, shuffled, await versionsNow());
    expect(result).toMatchObject({ ok: true, written: [], removed: [] });
  });

  it('writes only the changed lines of a changed file, two-space indented', async () => {
    const { files } = await readPartnerFolder(dir);
    const before = await readFile(join(dir, 'pages/about.json'), 'utf8');
    const page = structuredClone(files['pages/about.json']) as { title: string };
    page.title = 'About You, Edited';
    const result = await saveStudioFolder(
      dir,
      { ...files, 'pages/about.json': page },
      await versionsNow(),
    );
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
    const result = await saveStudioFolder(
      dir,
      { ...files, 'pages/about.json': page },
      await versionsNow(),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.rule)).toContain('data-model-missing');
    expect(await readFile(join(dir, 'pages/about.json'), 'utf8')).toBe(before);
    expect((await lintPartnerFolder(dir)).errors).toEqual([]);
  });

  it('refuses a file that is not part of a partner folder', async () => {
    const { files } = await readPartnerFolder(dir);
    const result = await saveStudioFolder(
      dir,
      { ...files, '../outside.json': {} },
      await versionsNow(),
    );
    expect(result.ok).toBe(false);
  });
});

describe('saving over changes made on disk', () => {
  it('refuses to overwrite a file changed on disk since the studio read it, and writes nothing', async () => {
    const { files } = await readPartnerFolder(dir);
    const read = await versionsNow();
    const elsewhere = (await readFile(join(dir, 'pages/about.json'), 'utf8')).replace(
      '"title": "About You"',
      '"title": "About You (edited in another editor)"',
    );
    await writeFile(join(dir, 'pages/about.json'), elsewhere);
    const page = structuredClone(files['pages/about.json']) as { title: string };
    page.title = 'About You, from the studio';
    const result = await saveStudioFolder(dir, { ...files, 'pages/about.json': page }, read);
    expect(result).toMatchObject({ ok: false, changedOnDisk: ['pages/about.json'] });
    expect(await readFile(join(dir, 'pages/about.json'), 'utf8')).toBe(elsewhere);
  });

  it('never deletes a file added on disk since, nor recreates one deleted there', async () => {
    const { files } = await readPartnerFolder(dir);
    const read = await versionsNow();
    await writeFile(join(dir, 'options/added-elsewhere.json'), '[]\n');
    const added = await saveStudioFolder(dir, files, read);
    expect(added).toMatchObject({ ok: false, changedOnDisk: ['options/added-elsewhere.json'] });
    expect(await readFile(join(dir, 'options/added-elsewhere.json'), 'utf8')).toBe('[]\n');
    await rm(join(dir, 'options/added-elsewhere.json'));
    await rm(join(dir, 'pages/about.json'));
    const removed = await saveStudioFolder(dir, files, read);
    expect(removed).toMatchObject({ ok: false, changedOnDisk: ['pages/about.json'] });
  });

  it('saves over the versions of its own last save, and answers the new ones', async () => {
    const { files } = await readPartnerFolder(dir);
    const page = structuredClone(files['pages/about.json']) as { title: string };
    page.title = 'First save';
    const first = await saveStudioFolder(
      dir,
      { ...files, 'pages/about.json': page },
      await versionsNow(),
    );
    if (!first.ok) throw new Error('the first save was refused');
    expect(first.versions).toEqual(await versionsNow());
    page.title = 'Second save';
    const second = await saveStudioFolder(
      dir,
      { ...files, 'pages/about.json': page },
      first.versions,
    );
    expect(second).toMatchObject({ ok: true, written: ['pages/about.json'] });
  });
});
