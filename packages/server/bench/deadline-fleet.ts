import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPgSchema } from '../tests/helpers/pg-schema.ts';
import { startRoundRobinProxy } from '../tests/helpers/round-robin-proxy.ts';
import { spawnServer, type ServerProcess } from '../tests/helpers/server-process.ts';
import { startSmtp } from '../tests/helpers/smtp-server.ts';

/** The partner folder every deadline-day applicant fills in: the bundled one. */
export const DEADLINE_PARTNER = fileURLToPath(new URL('../../../partner-config', import.meta.url));
/** A folder: each server process writes a V8 CPU profile there when it stops (see profile-summary.ts). */
const CPU_PROFILE = process.env.DEADLINE_CPU_PROFILE;

/**
 * Starts the servers of one deadline-day set-up (production mode, real SMTP): SQLite with one
 * process, PostgreSQL with two behind a round-robin proxy, in a schema of their own; returns the
 * address applicants use and how to stop it all.
 */
export async function startFleet(backend: string) {
  const work = mkdtempSync(join(tmpdir(), 'admit-deadline-'));
  const smtp = await startSmtp();
  const schema = backend === 'postgres' ? await createPgSchema('deadline') : undefined;
  const addresses: string[] = [];
  const proxy = backend === 'postgres' ? await startRoundRobinProxy(() => addresses) : undefined;
  const servers: ServerProcess[] = [];
  for (let i = 0; i < (backend === 'postgres' ? 2 : 1); i++) {
    const server = spawnServer(
      {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATA_DIR: join(work, 'data'), // one local storage folder for both processes (one host)
        DATABASE_URL: schema?.url ?? '',
        SMTP_URL: smtp.url,
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: proxy?.url ?? 'http://127.0.0.1',
        TRUST_PROXY: '127.0.0.1',
        PARTNER_CONFIG: DEADLINE_PARTNER,
        SECRET: 'deadline-day-secret',
      },
      30_000,
      undefined,
      CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE}`] : [],
    );
    servers.push(server);
    addresses.push(await server.listening);
  }
  const base = proxy?.url ?? addresses[0]!;
  return {
    base,
    origin: proxy?.url ?? 'http://127.0.0.1',
    smtp,
    servers,
    async stop() {
      for (const server of servers) await server.stop();
      await proxy?.close();
      await smtp.close();
      await schema?.drop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

export type Fleet = Awaited<ReturnType<typeof startFleet>>;
