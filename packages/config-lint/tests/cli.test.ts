import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BASE_DIR, BROKEN_DIR } from './corpus/broken-folder-files.ts';

const BIN = join(import.meta.dirname, '..', 'bin', 'config-lint.mjs');

/** Runs bin/config-lint.mjs in a child process with the test's Node. */
async function cli(args: string[], cwd: string): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [BIN, ...args], { cwd });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

// Each test starts a Node process: seconds on a busy machine.
describe('bin/config-lint.mjs', { timeout: 30_000 }, () => {
  it('exits 1 and prints the problem line for a broken folder', async () => {
    const { code, stdout } = await cli(['.'], join(BROKEN_DIR, 'duplicate-key-across-pages'));
    expect(code).toBe(1);
    expect(stdout.split('\n')).toEqual([
      'Errors',
      'pages/education.json:34:9: /sections/0/children/3: key "first_name" is on more than one page: "about" at /sections/0/children/0 and "education" at /sections/0/children/3',
      '.: 1 error, 0 warnings',
      '',
    ]);
  });

  it('exits 0 for the valid base folder', async () => {
    expect(await cli(['base'], join(BASE_DIR, '..'))).toEqual({
      code: 0,
      stdout: 'base: 0 errors, 0 warnings\n',
    });
  });
});
