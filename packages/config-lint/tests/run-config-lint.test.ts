import { mkdtemp, mkdir, cp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFolders } from '../src/index.ts';
import { runCli as run } from './corpus/run-cli.ts';
import { BASE_DIR, BROKEN_DIR } from './corpus/broken-folder-files.ts';

describe('runConfigLint', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'config-lint-'));
    await cp(BASE_DIR, join(root, 'partner-config'), { recursive: true });
    await mkdir(join(root, 'partner-config', 'examples'));
    await cp(BASE_DIR, join(root, 'partner-config', 'examples', 'second'), { recursive: true });
    await cp(BASE_DIR, join(root, 'partner-config', 'examples', 'first'), { recursive: true });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('lints the partner folder and every example when no folder is given', async () => {
    expect(await defaultFolders(join(root, 'partner-config'))).toEqual([
      join(root, 'partner-config'),
      join(root, 'partner-config', 'examples', 'first'),
      join(root, 'partner-config', 'examples', 'second'),
    ]);
  });

  it('exits 0 for a clean folder', async () => {
    expect(await run([BASE_DIR])).toMatchObject({
      code: 0,
      stdout: `${BASE_DIR}: 0 errors, 0 warnings\n`,
    });
  });

  it('exits 0 when a folder has warnings only', async () => {
    expect((await run([join(BROKEN_DIR, 'unmapped-data-model-key')])).code).toBe(0);
  });

  it('exits 1 when any folder has an error', async () => {
    expect((await run([BASE_DIR, join(BROKEN_DIR, 'missing-option-list')])).code).toBe(1);
  });

  it('prints the JSON report with --json', async () => {
    const { code, stdout } = await run(['--json', join(BROKEN_DIR, 'missing-option-list')]);
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual({
      errors: [
        {
          file: join(BROKEN_DIR, 'missing-option-list', 'pages/about.json'),
          pointer: '/sections/0/children/2/options',
          line: 27,
          column: 11,
          message: 'option list "gendrs" is not defined',
          rule: 'missing-option-list',
        },
      ],
      warnings: [],
    });
  });

  it('exits 2 with the usage on an unknown option', async () => {
    const { code, stderr } = await run(['--jsno']);
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: config-lint');
  });
});
