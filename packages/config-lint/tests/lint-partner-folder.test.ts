import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintPartnerFolder, type LintProblem } from '../src/index.ts';
import { BASE_DIR, BROKEN_DIR, brokenFolderFiles } from './corpus/broken-folder-files.ts';
import { defects } from './corpus/defects.ts';

/** A problem as the corpus writes it: `file:json-pointer: message` (positions are tested apart). */
const atPointer = (p: LintProblem) => `${p.file}:${p.pointer || '/'}: ${p.message}`;

const lines = async (dir: string) => {
  const report = await lintPartnerFolder(dir);
  return [...report.errors, ...report.warnings].map(atPointer);
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

describe('lintPartnerFolder', () => {
  it('finds nothing in the valid base folder', async () => {
    expect(await lines(BASE_DIR)).toEqual([]);
  });

  it('returns the assembled config for callers that go on to compile it', async () => {
    const report = await lintPartnerFolder(BASE_DIR);
    expect((report.config as { pages: { id: string }[] }).pages.map((p) => p.id)).toEqual([
      'about',
      'education',
    ]);
  });

  it('reports a folder that does not exist', async () => {
    expect(await lines(join(BROKEN_DIR, 'no-such-folder'))).toEqual([
      '.:/: the partner folder does not exist or cannot be read',
    ]);
  });

  it('reports a path that is a file, not a folder', async () => {
    expect(await lines(join(BASE_DIR, 'partner.json'))).toEqual([
      '.:/: the partner folder does not exist or cannot be read',
    ]);
  });

  it('gives the line and column of a syntax error', async () => {
    const { errors } = await lintPartnerFolder(join(BROKEN_DIR, 'invalid-json'));
    expect(errors).toMatchObject([
      { file: 'options/yes_no.json', pointer: '', line: 3, column: 34 },
    ]);
  });

  it('gives the line and column where the pointer of a problem is written', async () => {
    const at = async (defect: string) =>
      (await lintPartnerFolder(join(BROKEN_DIR, defect))).errors.map(
        (p) => `${p.file}:${p.line}:${p.column} ${p.pointer}`,
      );
    expect(await at('missing-option-list')).toEqual([
      'pages/about.json:27:11 /sections/0/children/2/options',
    ]);
    expect(await at('duplicate-key-across-pages')).toEqual([
      'pages/education.json:34:9 /sections/0/children/3',
    ]);
    expect(await at('data-model-wrong-type')).toEqual(['data-model.json:69:5 /certify/type']);
    expect(await at('missing-partner-file')).toEqual(['partner.json:1:1 ']);
  });

  it('has one broken folder per defect and nothing else', async () => {
    expect((await readdir(BROKEN_DIR)).sort()).toEqual(defects.map((d) => d.name).sort());
  });
});

describe.each(defects)('broken folder $name', (defect) => {
  const dir = join(BROKEN_DIR, defect.name);

  it(`reports exactly: ${defect.expected}`, async () => {
    const report = await lintPartnerFolder(dir);
    const found = defect.severity === 'error' ? report.errors : report.warnings;
    expect(found.map(atPointer)).toEqual([defect.expected]);
    expect(report.errors.length + report.warnings.length).toBe(1);
    if (defect.at) expect(found.map((p) => `${p.line}:${p.column}`)).toEqual([defect.at]);
  });

  it('is the base folder with only this defect (regenerate with tests/generate-broken.ts)', async () => {
    const expected = await brokenFolderFiles(defect);
    expect(await filesUnder(dir)).toEqual(Object.keys(expected).sort());
    for (const [file, text] of Object.entries(expected)) {
      const committed = await readFile(join(dir, file), 'utf8');
      if (defect.raw?.[file] !== undefined) expect(committed).toBe(text);
      else expect(JSON.parse(committed)).toEqual(JSON.parse(text));
    }
  });
});
