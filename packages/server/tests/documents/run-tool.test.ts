import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../../src/documents/document-error.ts';
import { runTool } from '../../src/documents/run-tool.ts';
import { processesWorkingIn, waitFor } from '../helpers/processes.ts';

const work = mkdtempSync(join(tmpdir(), 'admit-run-tool-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('runTool', () => {
  it('passes stdin in and returns stdout and the exit code', async () => {
    const result = await runTool({
      command: 'sh',
      args: ['-c', 'tr a-z A-Z; echo oops >&2; exit 3'],
      cwd: work,
      input: new TextEncoder().encode('redrawn'),
      signal: new AbortController().signal,
      missing: 'missing',
    });
    expect(result).toEqual({
      code: 3,
      signal: null,
      stdout: Buffer.from('REDRAWN'),
      stderr: 'oops',
    });
  });

  it('kills the whole process group when the conversion runs out of time', async () => {
    const folder = mkdtempSync(join(work, 'group-'));
    const controller = new AbortController();
    const running = runTool({
      command: 'sh',
      // A tool that starts a child of its own, as LibreOffice does.
      args: ['-c', 'sleep 300 & sleep 300'],
      cwd: folder,
      signal: controller.signal,
      missing: 'missing',
    });
    await waitFor('the tool and its child', () => processesWorkingIn(folder).length >= 2);
    controller.abort();
    await expect(running).rejects.toThrow(DOCUMENT_MESSAGES.timedOut);
    expect(processesWorkingIn(folder)).toEqual([]);
  });

  it('kills a tool that writes more than it may', async () => {
    await expect(
      runTool({
        command: 'cat',
        args: ['/dev/zero'],
        cwd: work,
        signal: new AbortController().signal,
        missing: 'missing',
        maxOutputBytes: 1024 * 1024,
      }),
    ).rejects.toThrow(DOCUMENT_MESSAGES.conversionFailed);
  });

  it('fails with the message naming the package when the tool is not installed', async () => {
    await expect(
      runTool({
        command: join(work, 'no-such-tool'),
        args: [],
        cwd: work,
        signal: new AbortController().signal,
        missing: 'Install the Debian package example-tools.',
      }),
    ).rejects.toThrow('Install the Debian package example-tools.');
  });

  const parentOf = async () => {
    const result = await runTool({
      command: 'sh',
      args: ['-c', 'echo $PPID'],
      cwd: work,
      signal: new AbortController().signal,
      missing: 'missing',
    });
    return Number(result.stdout.toString().trim());
  };

  it('starts tools from its own small process, not by forking this one', async () => {
    const runner = await parentOf();
    expect(runner).not.toBe(process.pid);
    expect(readFileSync(`/proc/${runner}/status`, 'utf8')).toMatch(
      new RegExp(`^PPid:\\s+${process.pid}$`, 'm'),
    );
    // One runner serves every run.
    expect(await parentOf()).toBe(runner);
  });

  it('fails the runs of a runner that died as failed conversions, and starts a new one', async () => {
    const folder = mkdtempSync(join(work, 'runner-died-'));
    const runner = await parentOf();
    const running = runTool({
      command: 'sh',
      args: ['-c', 'sleep 300'],
      cwd: folder,
      signal: new AbortController().signal,
      missing: 'missing',
    });
    await waitFor('the tool', () => processesWorkingIn(folder).length >= 1);
    process.kill(runner, 'SIGKILL');
    await expect(running).rejects.toThrow(DOCUMENT_MESSAGES.conversionFailed);
    for (const pid of processesWorkingIn(folder)) process.kill(pid, 'SIGKILL');
    const next = await parentOf();
    expect(next).not.toBe(runner);
  });
});
