import { execFile, execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BASE_DIR, BROKEN_DIR } from './corpus/broken-folder-files.ts';

const BIN = join(import.meta.dirname, '..', 'bin', 'config-lint.mjs');

/** Runs a config-lint bin in a child process, with the test's Node unless another is given. */
async function cli(
  args: string[],
  cwd: string,
  { node = process.execPath, bin = BIN } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(node, [bin, ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * A Node on this machine that cannot strip types (the machines' own Node 20), outside
 * node_modules: on PATH or in /usr/bin, /usr/local/bin.
 */
function nodeWithoutTypeStripping(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/local/bin'];
  for (const dir of dirs.filter((d) => d && !d.includes('node_modules'))) {
    const node = join(dir, 'node');
    if (!existsSync(node)) continue;
    try {
      const strips = execFileSync(node, ['-p', 'Boolean(process.features.typescript)'], {
        encoding: 'utf8',
      });
      if (strips.trim() === 'false') return node;
    } catch {
      // Not a runnable Node: try the next.
    }
  }
  return undefined;
}

const OLD_NODE = nodeWithoutTypeStripping();

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
      stderr: '',
    });
  });

  describe.skipIf(!OLD_NODE)(
    `on a Node without type stripping (${OLD_NODE ?? 'none found'})`,
    () => {
      it("re-runs itself with the repository's Node and reports as on Node 24", async () => {
        const onNode24 = await cli(['.'], join(BROKEN_DIR, 'not-in-one-value'));
        const onOldNode = await cli(['.'], join(BROKEN_DIR, 'not-in-one-value'), {
          node: OLD_NODE,
        });
        expect(onOldNode).toEqual(onNode24);
        expect(onOldNode.stdout).toContain(
          'pages/about.json:72:13: /sections/2/children/1/visibleWhen/target: "notIn" takes a list of values',
        );
      });

      it('says in one line which Node it needs, exit code 2, where no Node is installed beside it', async () => {
        const dir = await mkdtemp(join(tmpdir(), 'config-lint-bin-'));
        try {
          await mkdir(join(dir, 'bin'));
          await copyFile(BIN, join(dir, 'bin', 'config-lint.mjs'));
          const { code, stdout, stderr } = await cli(['.'], BASE_DIR, {
            node: OLD_NODE,
            bin: join(dir, 'bin', 'config-lint.mjs'),
          });
          expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
          const version = execFileSync(OLD_NODE!, ['--version'], { encoding: 'utf8' }).trim();
          expect(stderr).toBe(
            `config-lint needs Node.js 22.18 or later (it runs TypeScript by type stripping); this is Node.js ${version}. Run \`npm run config-lint\` in the Admit repository (npm install brings Node.js 24), or run this file with Node.js 22.18+.\n`,
          );
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      });
    },
  );
});
