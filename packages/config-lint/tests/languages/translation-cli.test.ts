import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryPointer as entry } from '../../src/index.ts';
import { runCli as run } from '../corpus/run-cli.ts';
import { BASE_DIR, BILINGUAL_DIR } from '../corpus/broken-folder-files.ts';

type Json = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;
const writeJson = (path: string, value: unknown) =>
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

const LAST_NAME = 'pages/about.json#/sections/name/children/last_name/label';
const GENDER = 'pages/about.json#/sections/name/children/gender/label';

let root: string;
/** The bilingual folder with two texts left untranslated. */
let partial: string;
/** The bilingual folder after an author changed an English text and not its Spanish. */
let edited: string;
let total: number;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'config-lint-languages-'));
  partial = join(root, 'partial');
  cpSync(BILINGUAL_DIR, partial, { recursive: true });
  const spanish = readJson(join(partial, 'translations/es.json'));
  total = Object.keys(spanish).length;
  delete spanish[LAST_NAME];
  delete spanish[GENDER];
  writeJson(join(partial, 'translations/es.json'), spanish);

  edited = join(root, 'edited');
  cpSync(BILINGUAL_DIR, edited, { recursive: true });
  const about = readJson(join(edited, 'pages/about.json')) as {
    sections: { children: Json[] }[];
  };
  about.sections[0]!.children[1]!.label = 'Family Name';
  writeJson(join(edited, 'pages/about.json'), about);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const percent = (n: number) => Math.floor((n / total) * 100);

describe('config-lint on a folder of two languages', () => {
  it("prints each language's coverage, and fails while texts lack their translation", async () => {
    const { code, stdout } = await run([partial]);
    expect(code).toBe(1);
    expect(stdout).toContain(
      `Languages (texts translated)\nes: ${total - 2} of ${total} texts (${percent(total - 2)}%)\n${partial}: 2 errors, 0 warnings`,
    );
    expect(stdout).toContain(`${join(partial, 'pages/about.json')}:`);
    expect(stdout).toContain(`this text has no es translation: add "${LAST_NAME}"`);
  });

  it('prints a complete language at 100%', async () => {
    const { code, stdout } = await run([BILINGUAL_DIR]);
    expect(code).toBe(0);
    expect(stdout).toBe(
      `Languages (texts translated)\nes: ${total} of ${total} texts (100%)\n${BILINGUAL_DIR}: 0 errors, 0 warnings\n`,
    );
  });

  it('gives the coverage in --json', async () => {
    const report = JSON.parse((await run(['--json', partial])).stdout) as {
      coverage: unknown;
      errors: { rule: string }[];
    };
    expect(report.coverage).toEqual([
      { dir: partial, language: 'es', translated: total - 2, total },
    ]);
    expect(report.errors.map((e) => e.rule)).toEqual([
      'translation-missing',
      'translation-missing',
    ]);
  });

  it('counts a language with a translations file that is not declared yet as not offered', async () => {
    const staged = join(root, 'staged');
    cpSync(BASE_DIR, staged, { recursive: true });
    cpSync(join(BILINGUAL_DIR, 'translations'), join(staged, 'translations'), { recursive: true });
    const { code, stdout } = await run([staged]);
    expect(code).toBe(0);
    expect(stdout).toBe(
      `Languages (texts translated)\nes: ${total} of ${total} texts (100%), not offered: "languages" in partner.json does not declare it\n${staged}: 0 errors, 0 warnings\n`,
    );
  });

  it('prints no languages for a folder of one', async () => {
    const { stdout } = await run([BASE_DIR]);
    expect(stdout).not.toContain('Languages');
    expect(JSON.parse((await run(['--json', BASE_DIR])).stdout)).not.toHaveProperty('coverage');
  });
});

describe('config-lint --translation-template', () => {
  it('prints every text the language lacks, with its English, in document order', async () => {
    const { code, stdout, stderr } = await run(['--translation-template', 'es', partial]);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toEqual({ [LAST_NAME]: 'Last Name', [GENDER]: 'Gender' });
    expect(Object.keys(JSON.parse(stdout) as Json)).toEqual([LAST_NAME, GENDER]);
  });

  it('prints an empty object for a complete language', async () => {
    expect((await run(['--translation-template', 'es', BILINGUAL_DIR])).stdout).toBe('{}\n');
  });

  it('starts a language the folder does not declare yet, and says so', async () => {
    const { code, stdout, stderr } = await run(['--translation-template', 'vi', BASE_DIR]);
    expect(code).toBe(0);
    expect(Object.keys(JSON.parse(stdout) as Json)).toHaveLength(total);
    expect((JSON.parse(stdout) as Json)[LAST_NAME]).toBe('Last Name');
    expect(stderr).toContain('"vi" is not in "languages"');
  });

  it('refuses the default language, a missing folder and two folders', async () => {
    expect((await run(['--translation-template', 'en', BILINGUAL_DIR])).code).toBe(1);
    expect((await run(['--translation-template', 'es', join(root, 'missing')])).code).toBe(1);
    expect((await run(['--translation-template', 'es', BASE_DIR, BILINGUAL_DIR])).code).toBe(2);
  });
});

describe('config-lint --against on a folder of two languages', () => {
  it('warns of a translation whose English changed while it did not, at its entry', async () => {
    const { code, stdout } = await run(['--against', BILINGUAL_DIR, edited]);
    expect(code).toBe(0);
    const spanishText = readFileSync(join(edited, 'translations/es.json'), 'utf8');
    const line = spanishText.split('\n').findIndex((l) => l.includes(`"${LAST_NAME}"`)) + 1;
    expect(stdout).toContain(
      `Warnings\n${join(edited, 'translations/es.json')}:${line}:3: ${entry(LAST_NAME)}: the es text may be stale: the en text changed from "Last Name" to "Family Name" and this translation did not\n`,
    );
  });

  it('gives the stale translation in --json under its rule', async () => {
    const report = JSON.parse(
      (await run(['--json', '--against', BILINGUAL_DIR, edited])).stdout,
    ) as {
      warnings: { rule: string; pointer: string }[];
    };
    expect(report.warnings).toMatchObject([
      { rule: 'translation-stale', pointer: entry(LAST_NAME) },
    ]);
  });

  it('finds nothing stale once the translation changed too, nor against itself', async () => {
    const spanish = readJson(join(edited, 'translations/es.json'));
    const updated = join(root, 'updated');
    cpSync(edited, updated, { recursive: true });
    writeJson(join(updated, 'translations/es.json'), { ...spanish, [LAST_NAME]: 'Apellidos' });
    expect((await run(['--against', BILINGUAL_DIR, updated])).stdout).not.toContain('stale');
    expect((await run(['--against', BILINGUAL_DIR, BILINGUAL_DIR])).stdout).not.toContain('stale');
  });
});
