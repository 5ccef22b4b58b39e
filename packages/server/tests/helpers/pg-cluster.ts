import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL Debian installed (`/usr/lib/postgresql/<v>/bin`), if any. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(ROOT)) return undefined;
  const versions = readdirSync(ROOT)
    .filter((version) => existsSync(join(ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(ROOT, versions[0], 'bin');
}

/** A free loopback port (free when asked; PostgreSQL takes it a moment later). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The uid and gid of the `postgres` OS user. */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all(
    ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout.trim())),
  );
  return { uid: uid!, gid: gid! };
}

/** A PostgreSQL server of a test's own, which the test may stop and start. */
export interface PgCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication). */
  url: string;
  /** `pg_ctl stop`: `fast` ends sessions cleanly, `immediate` is a crash (recovery at next start). */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** `pg_ctl start`, waiting until it accepts connections. */
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  destroy(): Promise<void>;
}

/**
 * Creates and starts a throwaway PostgreSQL (Debian's initdb and pg_ctl) in a temporary folder on a
 * free loopback port, with fsync off (a test's data need not survive a power cut). As root it runs
 * as the `postgres` OS user (initdb refuses root), which then owns the folder.
 */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`No PostgreSQL server under ${ROOT} (apt-get install postgresql).`);
  const dir = mkdtempSync(join(tmpdir(), 'admit-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = await postgresUser();
    chownSync(dir, uid, gid);
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args])
      : run(join(bin, name), args);
  const data = join(dir, 'data');
  const port = await freePort();
  await tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=50',
  ].join(' ');
  const start = async () => {
    await tool('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start']);
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    await tool('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
