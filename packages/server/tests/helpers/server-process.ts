import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Kysely } from 'kysely';
import { newId, randomToken, sha256 } from '../../src/crypto/crypto.ts';
import { SESSION_COOKIE } from '../../src/auth/sessions.ts';
import type { Database } from '../../src/db/schema.ts';

const MAIN = new URL('../../src/main.ts', import.meta.url).pathname;

/** A real server process (`main.ts`), as an operator runs it. */
export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, once it listens. */
  listening: Promise<string>;
  /** Everything it wrote to stdout and stderr so far (JSON log lines). */
  output(): string;
  /** Whether it is still running. */
  alive(): boolean;
  /** SIGTERM, then waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Spawns `main.ts` (or another entry, such as the production build's `dist/server/main.js`) with
 * `env` and Node's own `nodeArgs` (such as `--cpu-prof`); killed if it does not listen within
 * `startMs`.
 */
export function spawnServer(
  env: NodeJS.ProcessEnv,
  startMs = 30_000,
  entry = MAIN,
  nodeArgs: readonly string[] = [],
): ServerProcess {
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<string>((resolve, reject) => {
    // A server that never listens must not outlive the test; one that listens lives on.
    const startLimit = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start: ${output}`));
    }, startMs);
    startLimit.unref();
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(startLimit);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(startLimit);
      reject(new Error(`server exited (${code}): ${output}`));
    });
  });
  listening.catch(() => undefined);
  return {
    child,
    listening,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Starts `main.ts` (or `entry`) with `env`; resolves with it and its address once it listens. */
export async function startServer(
  env: NodeJS.ProcessEnv,
  startMs?: number,
  entry?: string,
): Promise<ServerProcess & { address: string }> {
  const server = spawnServer(env, startMs, entry);
  return { ...server, address: await server.listening };
}

/** A confirmed applicant with a live session, written straight to the database; its Cookie header. */
export async function seedApplicant(db: Kysely<Database>, email: string): Promise<string> {
  const userId = newId();
  const token = randomToken();
  const at = Date.now();
  await db
    .insertInto('users')
    .values({ id: userId, email, password_hash: 'x', confirmed: 1, last_page: '', created_at: at })
    .execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      user_id: userId,
      created_at: at,
      last_seen_at: at,
      revoked: 0,
    })
    .execute();
  return `${SESSION_COOKIE}=${token}`;
}
