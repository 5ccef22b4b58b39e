import { spawn } from 'node:child_process';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';

/** One run of a conversion tool. */
export interface ToolRun {
  command: string;
  args: readonly string[];
  /** Working directory: the conversion's private scratch folder. */
  cwd: string;
  /** Bytes written to the tool's standard input (none: stdin is closed). */
  input?: Uint8Array;
  env?: NodeJS.ProcessEnv;
  /** Ends the run (its whole process group is killed) with DOCUMENT_MESSAGES.timedOut. */
  signal: AbortSignal;
  /** What the applicant reads when the tool is not installed (it names the Debian package). */
  missing: string;
  /** Most bytes of standard output kept; a tool writing more is killed (default 64 MB). */
  maxOutputBytes?: number;
}

/** How a tool ended, and what it wrote. */
export interface ToolResult {
  /** Exit code, or null when it was killed (`signal` says by what). */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  /** The last 2,000 characters of standard error. */
  stderr: string;
}

const DEFAULT_MAX_OUTPUT = 64 * 1024 * 1024;

/**
 * Starts a converter from this process as a child process in a process group of its own, so that
 * a timeout, an oversized output or a stop ends it with everything it started. A tool that is not
 * installed fails with `missing`; a run past `signal` with the applicant's timeout message. The
 * server calls `runTool`, which does this from its small tool-runner process.
 */
export function spawnTool(run: ToolRun): Promise<ToolResult> {
  const maxOutput = run.maxOutputBytes ?? DEFAULT_MAX_OUTPUT;
  return new Promise<ToolResult>((resolve, reject) => {
    if (run.signal.aborted) {
      reject(new DocumentError('timeout', DOCUMENT_MESSAGES.timedOut));
      return;
    }
    const child = spawn(run.command, run.args, {
      cwd: run.cwd,
      detached: true,
      stdio: [run.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      env: run.env ?? process.env,
    });
    const stdout: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failure: Error | undefined;
    const killGroup = (why: Error) => {
      failure ??= why;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const onAbort = () => killGroup(new DocumentError('timeout', DOCUMENT_MESSAGES.timedOut));
    run.signal.addEventListener('abort', onAbort, { once: true });
    child.stdout!.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutput)
        killGroup(new DocumentError('conversion_failed', DOCUMENT_MESSAGES.conversionFailed));
      else stdout.push(chunk);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + String(chunk)).slice(-2000);
    });
    if (run.input) {
      // A tool may exit before reading all of its input (a damaged file): that is its answer.
      child.stdin!.on('error', () => undefined);
      child.stdin!.end(run.input);
    }
    child.once('error', (error: NodeJS.ErrnoException) => {
      run.signal.removeEventListener('abort', onAbort);
      reject(
        error.code === 'ENOENT' || error.code === 'EACCES'
          ? new DocumentError('converter_missing', run.missing)
          : error,
      );
    });
    child.once('close', (code, signal) => {
      run.signal.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else resolve({ code, signal, stdout: Buffer.concat(stdout), stderr: stderr.trim() });
    });
  });
}
