/**
 * The tool-runner process: a small Node process the server starts once, which starts every
 * converter (Poppler, LibreOffice) for it. Starting a program forks the process that starts it,
 * and forking the server (hundreds of MB) took about 16 ms of its only JavaScript thread per tool
 * under load; forking this one takes about 2 ms, on another thread. It exits when the server does.
 */
import { DocumentError } from './document-error.ts';
import { spawnTool } from './spawn-tool.ts';
import type { ToolRunnerReply, ToolRunnerRequest } from './tool-runner-protocol.ts';

const running = new Map<number, AbortController>();
const reply = (message: ToolRunnerReply) => process.send?.(message);

process.on('message', (request: ToolRunnerRequest) => {
  if (request.type === 'abort') {
    running.get(request.id)?.abort();
    return;
  }
  const { id, command, args, cwd, input, env, missing, maxOutputBytes } = request;
  const controller = new AbortController();
  running.set(id, controller);
  spawnTool({ command, args, cwd, input, env, missing, maxOutputBytes, signal: controller.signal })
    .then(
      (result) => reply({ id, ok: true, result }),
      (error: unknown) =>
        reply({
          id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
          ...(error instanceof DocumentError ? { code: error.code } : {}),
        }),
    )
    .finally(() => running.delete(id));
});
// The server is gone: nothing will read a result. The tools' own process groups are ended by the
// next start's scratch-area sweep, as after a crash.
process.on('disconnect', () => process.exit(0));
