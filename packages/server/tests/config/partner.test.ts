import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPartner } from '../../src/config/partner.ts';

const PARTNER_DIR = join(import.meta.dirname, '../../../../partner-config');

describe('loadPartner', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'admit-partner-'));
    await cp(PARTNER_DIR, dir, { recursive: true });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const editing = async (
    file: string,
    edit: (text: string) => string,
    run: () => Promise<void>,
  ) => {
    const path = join(dir, file);
    const original = await readFile(path, 'utf8');
    await writeFile(path, edit(original));
    try {
      await run();
    } finally {
      await writeFile(path, original);
    }
  };

  it('compiles a folder without errors', async () => {
    const partner = await loadPartner(dir);
    expect(partner.model.fields.length).toBeGreaterThan(0);
    expect(partner.warnings).toEqual([]);
  });

  it('refuses a file that is not JSON, naming the file, line and column', () =>
    editing(
      'pages/about.json',
      (text) => text.replace('"step": 1,', '"step": 1,,'),
      () =>
        expect(loadPartner(dir)).rejects.toThrow(
          `${join(dir, 'pages/about.json')}:4:13: /: not valid JSON: a member name in double quotes is expected`,
        ),
    ));

  it('refuses a pattern that does not compile, naming the file and the pointer', () =>
    editing(
      'pages/education.json',
      (text) => text.replace('"pattern": "^', '"pattern": "^(['),
      () =>
        expect(loadPartner(dir)).rejects.toThrow(
          /pages\/education\.json:\d+:\d+: \/sections\/[^ ]*\/pattern: pattern of "[a-z_]+" is not a valid regular expression/,
        ),
    ));
});
