import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HOST, createScratchArea, removeLeftovers } from '../../src/storage/scratch-area.ts';
import { processesWorkingIn, waitFor } from '../helpers/processes.ts';

const work = mkdtempSync(join(tmpdir(), 'admit-scratch-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const src = (path: string) => new URL(`../../src/${path}`, import.meta.url).href;

/** A server process in miniature: opens its scratch area, converts one .docx, then idles. */
const CONVERTING_SERVER = `
  import { createScratchArea } from ${JSON.stringify(src('storage/scratch-area.ts'))};
  import { createDocxConverter } from ${JSON.stringify(src('documents/docx-converter.ts'))};
  import { makeDocx } from ${JSON.stringify(new URL('../helpers/document-fixtures.ts', import.meta.url).href)};
  const scratch = createScratchArea(process.argv[1]);
  const docx = createDocxConverter({ scratch });
  // Long enough (a few hundred pages) that LibreOffice is still converting when the server dies.
  const statement = await makeDocx('A personal statement, converted while the server dies. '.repeat(20000));
  await docx.convert(statement, AbortSignal.timeout(120_000));
  setInterval(() => undefined, 60_000);
`;

const mode = (path: string) => statSync(path).mode & 0o777;

describe('scratch areas', () => {
  it('keep conversion files private and remove each folder after use', async () => {
    const scratch = createScratchArea(join(work, 'private'));
    await scratch.ready;
    expect([mode(join(work, 'private')), mode(scratch.dir)]).toEqual([0o700, 0o700]);
    let used = '';
    await expect(
      scratch.withFolder(async (folder) => {
        used = folder;
        expect(mode(folder)).toBe(0o700);
        throw new Error('conversion failed');
      }),
    ).rejects.toThrow('conversion failed');
    expect(readdirSync(scratch.dir)).toEqual([]);
    expect(used).not.toBe('');
    await scratch.close();
    expect(readdirSync(join(work, 'private'))).toEqual([]);
  });

  it('are swept at the next start after a server is killed mid-conversion, converter and all', async () => {
    const workDir = join(work, 'killed');
    const server = spawn(
      process.execPath,
      ['--input-type=module', '--eval', CONVERTING_SERVER, workDir],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const runDir = join(workDir, `run-${HOST}-${server.pid}-`);
    const converting = () =>
      readdirSync(workDir, { withFileTypes: true }).some(
        (entry) =>
          join(workDir, entry.name).startsWith(runDir) &&
          // LibreOffice itself, not its launcher scripts, which come and go.
          processesWorkingIn(join(workDir, entry.name)).some(
            (pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'soffice.bin',
          ),
      );
    await waitFor('LibreOffice converting', () => {
      try {
        return converting();
      } catch {
        return false;
      }
    });
    // Held where they are, so a small document cannot finish converting before the check below.
    for (const entry of readdirSync(workDir).filter((name) =>
      join(workDir, name).startsWith(runDir),
    ))
      for (const pid of processesWorkingIn(join(workDir, entry))) process.kill(pid, 'SIGSTOP');
    server.kill('SIGKILL');
    await once(server, 'exit');
    // The server is gone, but what it started is still there: LibreOffice and its files.
    const [left] = readdirSync(workDir).filter((name) => join(workDir, name).startsWith(runDir));
    expect(left).toBeDefined();
    expect(processesWorkingIn(join(workDir, left!)).length).toBeGreaterThan(0);

    const next = createScratchArea(workDir);
    await next.ready;
    expect(readdirSync(workDir)).toEqual([basename(next.dir)]);
    expect(processesWorkingIn(workDir)).toEqual([]);
    await next.close();
  });

  it("remove only this host's folders of processes that are gone", async () => {
    const workDir = join(work, 'hosts');
    const open = createScratchArea(workDir);
    await open.ready;
    const names = [
      `run-${HOST}-999999999-0a1b2c`,
      // An earlier run of this very PID (a restarted container) that is not open here.
      `run-${HOST}-${process.pid}-deadbeef`,
      `profile-${HOST}-999999999-0`,
      `tmp-${HOST}-999999999`,
      `run-${HOST}-${process.ppid}-0a1b2c`,
      `run-otherhost-999999999-0a1b2c`,
      'profile-otherhost-999999999-0',
    ];
    for (const name of names) mkdirSync(join(workDir, name, 'job-x'), { recursive: true });
    await removeLeftovers(workDir);
    expect(readdirSync(workDir).sort()).toEqual([basename(open.dir), ...names.slice(4)].sort());
    await open.close();
  });
});
