import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const GUARD = fileURLToPath(new URL('../src/guard-process.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Runs `body` in a Node process of its own with the guard installed; its exit code and output. */
function guarded(body: string): { status: number | null; output: string } {
  const script = `
    import { guardProcess } from ${JSON.stringify(GUARD)};
    guardProcess({
      warn: (_object, message) => console.log('warn:', message),
      fatal: (_object, message) => console.log('fatal:', message),
    });
    ${body}
    setTimeout(() => console.log('alive'), 300);
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: SERVER_DIR,
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: child.status, output: child.stdout + child.stderr };
}

describe('guardProcess', () => {
  it('keeps the process up through a database error nobody caught, logging it', () => {
    const { status, output } = guarded(`
      import pg from 'pg';
      import { EventEmitter } from 'node:events';
      // Nothing listens on port 1: the connection is refused and the promise is not awaited.
      void new pg.Client({ connectionString: 'postgres://x@127.0.0.1:1/x' }).connect();
      setTimeout(() => new EventEmitter().emit('error', new Error('Connection terminated unexpectedly')), 50);
    `);
    expect(output).toContain('warn: database unavailable (a background task failed)');
    expect(output).toContain('warn: database unavailable (an unhandled error event)');
    expect(output).toContain('alive');
    expect(status).toBe(0);
  });

  it('still ends the process on any other unhandled error, after logging it', () => {
    const { status, output } = guarded(`void Promise.reject(new Error('a bug'));`);
    expect(output).toContain('fatal: unhandled promise rejection; exiting');
    expect(output).not.toContain('alive');
    expect(status).toBe(1);
  });
});
