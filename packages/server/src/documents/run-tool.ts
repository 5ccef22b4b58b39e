import { fork, type ChildProcess } from 'node:child_process';
import { DOCUMENT_MESSAGES, DocumentError } from './document-error.ts';
import type { ToolResult, ToolRun } from './spawn-tool.ts';
import type { ToolRunnerReply, ToolRunnerRequest } from './tool-runner-protocol.ts';

export type { ToolResult, ToolRun } from './spawn-tool.ts';

/**
 * The tool-runner process's entry: beside this module when run from source, beside the bundle
 * (`dist/server/tool-runner.js`, built by `npm run build`) in production.
 */
const RUNNER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./tool-runner-process.ts', import.meta.url)
  : new URL('./tool-runner.js', import.meta.url);

interface Pending {
  resolve(result: ToolResult): void;
  reject(error: Error): void;
}

let runner: ChildProcess | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

/** The tool-runner process, started on first use and again after it died. */
function theRunner(): ChildProcess {
  if (runner?.connected) return runner;
  const child = fork(RUNNER_ENTRY, [], {
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', (reply: ToolRunnerReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) idle(child);
    if (reply.ok) {
      const { stdout } = reply.result;
      waiting.resolve({
        ...reply.result,
        stdout: Buffer.from(stdout.buffer, stdout.byteOffset, stdout.byteLength),
      });
    } else
      waiting.reject(
        reply.code ? new DocumentError(reply.code, reply.message) : new Error(reply.message),
      );
  });
  // Runs it had not answered cannot be: they fail as a conversion does (the job tries again).
  child.once('exit', () => {
    if (runner === child) runner = undefined;
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.reject(new DocumentError('conversion_failed', DOCUMENT_MESSAGES.conversionFailed));
    }
  });
  child.on('error', () => undefined);
  runner = child;
  idle(child);
  return child;
}

/** An idle runner does not keep the server (or a test) alive; a busy one does. */
function idle(child: ChildProcess): void {
  child.unref();
  child.channel?.unref();
}
function busy(child: ChildProcess): void {
  child.ref();
  child.channel?.ref();
}

/**
 * Runs a converter (see `spawnTool` for what a run guarantees: its own process group, ended with
 * everything it started on timeout, oversized output or abort), started from the tool-runner
 * process so that starting it costs the server's thread nothing.
 */
export function runTool(run: ToolRun): Promise<ToolResult> {
  if (run.signal.aborted)
    return Promise.reject(new DocumentError('timeout', DOCUMENT_MESSAGES.timedOut));
  const child = theRunner();
  const id = ++nextId;
  const { signal, ...rest } = run;
  const send = (request: ToolRunnerRequest) => {
    if (child.connected) child.send(request);
  };
  return new Promise<ToolResult>((resolve, reject) => {
    const onAbort = () => send({ type: 'abort', id });
    const settle = () => signal.removeEventListener('abort', onAbort);
    pending.set(id, {
      resolve: (result) => (settle(), resolve(result)),
      reject: (error) => (settle(), reject(error)),
    });
    busy(child);
    signal.addEventListener('abort', onAbort, { once: true });
    send({ type: 'run', id, ...rest });
  });
}
