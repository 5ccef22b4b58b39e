import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../build/partner-dir.ts';

/** A server started the way `npm start` starts it, on a free port with its own data folder. */
export interface TestServer {
  url: string;
  dataDir: string;
  /** Environment to run repo commands (npm run service-token) against this server's data. */
  env: NodeJS.ProcessEnv;
  /** What the server printed (for a failure's message). */
  log(): string;
  stop(): Promise<void>;
}

/** A loopback port nothing listens on now (to know a server's address before it starts). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitUntilReady(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${log()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer within 60 s:\n${log()}`);
}

/**
 * Runs `node scripts/start.ts` (what `npm start` runs) with embedded defaults: SQLite and the mail
 * outbox in a temporary DATA_DIR. `env` adds settings (for example SESSION_IDLE_MS). With
 * `dataDir` the server runs on that folder and leaves it in place when it stops (a restart test
 * starts the next server on it). With `port` it listens there (a port from `freePort`, when
 * another server must know its address first, as an OpenID provider knows the redirect URI).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; port?: number } = {},
): Promise<TestServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'admit-e2e-')));
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SMTP_URL: '',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = () => output.slice(-4000);
  try {
    await waitUntilReady(url, child, log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    dataDir,
    env: childEnv,
    log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
