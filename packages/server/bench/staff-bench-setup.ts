/**
 * What the staff benchmarks (staff-list.ts, staff-export.ts) share: a season of seeded
 * applications, a fresh database on either back end, a staff account, a real server process on
 * that database, and a staff sign-in over HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { request, type Agent } from 'undici';
import { newId } from '../src/crypto/crypto.ts';
import { createPasswordHasher } from '../src/crypto/passwords.ts';
import { createDatabase } from '../src/db/create-database.ts';
import type { DatabaseBackend } from '../src/db/database-backend.ts';
import type { Database } from '../src/db/schema.ts';
import type { StaffRole } from '@admit/contract/constants';
import { createStaffAccount } from '../src/store/staff-accounts.ts';
import type { SeededApplicant } from '../tests/helpers/seed-applicants.ts';
import { seededRandom } from '../tests/helpers/hostile-requests.ts';
import { createPgSchema, PG_URL } from '../tests/helpers/pg-schema.ts';
import { spawnServer, type ServerProcess } from '../tests/helpers/server-process.ts';

const KEEP = process.env.BENCH_KEEP === '1';
export const DAY = 24 * 60 * 60 * 1000;
export const SEASON_START = Date.UTC(2026, 8, 1);
export const SEASON_DAYS = 120;
/** The e-mail domains of the seeded applicants. */
export const DOMAINS = ['example.org', 'mail.example.com', 'school.example.edu', 'example.net'];
const STAFF_PASSWORD = 'Bench-Staff-2026!';

const FIRST = [
  'Ada', 'Grace', 'Zoë', 'Linus', 'Ngozi', 'Mateo', 'Aiyana', 'Søren', 'Olivia', 'Liam', 'Emma',
  'Noah', 'Amara', 'Kenji', 'Priya', 'Diego', 'Fatima', 'Chen', 'Isabella', 'Oluwaseun', 'Maya',
  'Ethan', 'Sofia', 'Lucas', 'Aaliyah', 'Mohammed', 'Hannah', 'Jae', 'Camila', 'Tariq',
]; // prettier-ignore
const SYLLABLES = [
  'son', 'ber', 'ka', 'mi', 'ro', 'lan', 'dez', 'ov', 'wa', 'ta', 'ne', 'li', 'gar', 'ci', 'a',
  'mor', 'ton', 'ha', 'ya', 'shi', 'o', 'ko', 'fer', 'ri', 'nel', 'vic', 'u', 'mu', 'ez', 'stein',
]; // prettier-ignore

/**
 * `count` applicants of one season, the same every run: names (answers `first_name`,
 * `last_name`, a fifth with `middle_name`; 5% of those who started leave them empty), e-mails on
 * four domains, every web status (about a quarter submitted), saved and submitted dates. With
 * `allSubmitted`, every one has submitted (and the dates and names are drawn the same way).
 */
export function seasonApplicants(
  count: number,
  { allSubmitted = false } = {},
): { seeded: SeededApplicant[]; lastNames: string[] } {
  const next = seededRandom(19);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const lastNames = Array.from({ length: 2000 }, () => {
    const name = Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(SYLLABLES)).join('');
    return name[0]!.toUpperCase() + name.slice(1);
  });
  const seeded = Array.from({ length: count }, (_, i): SeededApplicant => {
    const createdAt = SEASON_START + Math.floor(next() * SEASON_DAYS * DAY);
    const drawn = next() < 0.1 ? 0 : next() < 0.45 ? 1 : next() < 0.5 ? 2 : 3;
    const statusCount = allSubmitted ? 3 : drawn;
    const savedAt =
      statusCount === 0 ? null : createdAt + Math.floor(next() * (SEASON_DAYS / 4) * DAY);
    const first = pick(FIRST);
    const last = pick(lastNames);
    const named = statusCount > 0 && next() < 0.95;
    return {
      id: newId(),
      email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@${pick(DOMAINS)}`,
      createdAt,
      savedAt,
      statusCount,
      submittedAt: statusCount === 3 ? savedAt! + Math.floor(next() * DAY) : null,
      ...(named
        ? {
            answers: {
              first_name: first,
              last_name: last,
              ...(next() < 0.2 ? { middle_name: pick(FIRST) } : {}),
            },
          }
        : {}),
    };
  });
  return { seeded, lastNames };
}

/** A fresh database of the benchmark on one back end (`sqlite` or `postgres`). */
export interface BenchDatabase {
  db: Kysely<Database>;
  /** The database as the server opens it (`db` is its Kysely). */
  database: DatabaseBackend;
  dataDir: string;
  /** The server's DATABASE_URL ('' on SQLite). */
  databaseUrl: string;
  /** Drops it (with BENCH_KEEP=1, prints where it is instead). */
  drop(): Promise<void>;
}

/** A fresh database for one back end: a temporary data folder, and on PostgreSQL a new schema. */
export async function freshDatabase(backend: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-staff-bench-'));
  const schema = backend === 'postgres' ? await createPgSchema('staff_bench') : undefined;
  const databaseUrl = schema?.url ?? '';
  const database = createDatabase(
    schema ? { databaseUrl: PG_URL, dataDir, pgSchema: schema.name, poolSize: 4 } : { dataDir },
  );
  return {
    db: database.db,
    database,
    dataDir,
    databaseUrl,
    async drop() {
      if (KEEP) return console.log(`kept: ${schema ? `schema ${schema.name}` : dataDir}`);
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `vacuum analyze` on PostgreSQL (on a connection of its own: the pool's have a statement timeout). */
export async function analyze(database: BenchDatabase): Promise<void> {
  if (!database.databaseUrl) return;
  const admin = new pg.Client({ connectionString: database.databaseUrl });
  await admin.connect();
  await admin.query('vacuum analyze');
  await admin.end();
}

/** Adds a staff account with the benchmark's password. */
export async function addBenchStaff(
  database: BenchDatabase,
  email: string,
  role: StaffRole,
): Promise<void> {
  const passwordHash = await createPasswordHasher().hash(STAFF_PASSWORD);
  await createStaffAccount(database.db, { email, passwordHash, role, now: Date.now() });
}

/**
 * A real production server process on `database` with the partner folder `partnerDir`, and
 * Node's own flags `nodeArgs` (such as `--max-old-space-size=160`).
 */
export function startBenchServer(
  database: BenchDatabase,
  partnerDir: string,
  nodeArgs: readonly string[] = [],
): ServerProcess {
  return spawnServer(
    {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1',
      PARTNER_CONFIG: partnerDir,
      SECRET: 'staff-bench-secret',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    300_000,
    undefined,
    nodeArgs,
  );
}

/** Signs a staff account (added by addBenchStaff) in at `base`; its Cookie header. */
export async function benchStaffSignIn(base: string, agent: Agent, email: string) {
  const login = await request(`${base}/api/staff/login`, {
    method: 'POST',
    dispatcher: agent,
    headers: { origin: 'http://127.0.0.1', 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: STAFF_PASSWORD }),
  });
  await login.body.arrayBuffer();
  if (login.statusCode !== 200) throw new Error(`staff login: ${login.statusCode}`);
  return [login.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
}
