import { mkdtempSync, rmSync } from 'node:fs';
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
});
