/**
 * The staff list at scale: seeds 100,000 applications (names, e-mails on a few domains, every web
 * status, saved and submitted dates over a season) straight into a fresh database, starts a real
 * server process on it, signs a staff member in and times list, search, filter and sort requests
 * over HTTP, one at a time. Prints p50/p95 per request kind in ms (target: p95 < 200).
 * `npm run bench:staff` (BENCH_DB=sqlite|postgres|sqlite,postgres, the default; BENCH_APPLICATIONS,
 * default 100000; BENCH_REPEAT, default 40 timed requests per kind after 3 untimed; BENCH_KEEP=1
 * leaves the database behind and prints where).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Agent, request } from 'undici';
import { newId } from '../src/crypto/crypto.ts';
import { createPasswordHasher } from '../src/crypto/passwords.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { migrate } from '../src/db/migrations.ts';
import { loadPartner } from '../src/config/partner.ts';
import { createStaffAccount } from '../src/store/staff-accounts.ts';
import { searchableNameKeys, useStaffNameKeys } from '../src/store/staff-name-keys.ts';
import { seedApplicants, type SeededApplicant } from '../tests/helpers/seed-applicants.ts';
import { spawnServer } from '../tests/helpers/server-process.ts';

const PARTNER = fileURLToPath(new URL('../../../partner-config', import.meta.url));
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BACKENDS = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',');
const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 40);
const KEEP = process.env.BENCH_KEEP === '1';
const WARM_UP = 3;
const STAFF = 'bench-reader@example.edu';
const PASSWORD = 'Bench-Staff-2026!';
const DAY = 24 * 60 * 60 * 1000;
const SEASON_START = Date.UTC(2026, 8, 1);
const SEASON_DAYS = 120;

/** A small deterministic generator, so every run seeds the same applications. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Ada', 'Grace', 'Zoë', 'Linus', 'Ngozi', 'Mateo', 'Aiyana', 'Søren', 'Olivia', 'Liam', 'Emma',
  'Noah', 'Amara', 'Kenji', 'Priya', 'Diego', 'Fatima', 'Chen', 'Isabella', 'Oluwaseun', 'Maya',
  'Ethan', 'Sofia', 'Lucas', 'Aaliyah', 'Mohammed', 'Hannah', 'Jae', 'Camila', 'Tariq',
]; // prettier-ignore
const SYLLABLES = [
  'son', 'ber', 'ka', 'mi', 'ro', 'lan', 'dez', 'ov', 'wa', 'ta', 'ne', 'li', 'gar', 'ci', 'a',
  'mor', 'ton', 'ha', 'ya', 'shi', 'o', 'ko', 'fer', 'ri', 'nel', 'vic', 'u', 'mu', 'ez', 'stein',
]; // prettier-ignore
const partner = await loadPartner(PARTNER);
const DOMAINS = ['example.org', 'mail.example.com', 'school.example.edu', 'example.net'];

/** The seeded applicants: names, e-mails, statuses and dates spread over a season. */
function applicants(): { seeded: SeededApplicant[]; lastNames: string[] } {
  const next = random(19);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const lastNames = Array.from({ length: 2000 }, () => {
    const name = Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(SYLLABLES)).join('');
    return name[0]!.toUpperCase() + name.slice(1);
  });
  const seeded = Array.from({ length: COUNT }, (_, i): SeededApplicant => {
    const createdAt = SEASON_START + Math.floor(next() * SEASON_DAYS * DAY);
    const statusCount = next() < 0.1 ? 0 : next() < 0.45 ? 1 : next() < 0.5 ? 2 : 3;
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

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const iso = (ms: number) => new Date(ms).toISOString();

/** The requests timed: name → a query string maker (called once per request, to vary them). */
function requestKinds(lastNames: string[], seeded: SeededApplicant[]) {
  const next = random(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const someone = () => pick(seeded);
  const month = () => SEASON_START + Math.floor(next() * (SEASON_DAYS - 30)) * DAY;
  return {
    'list, newest first': () => ({}),
    'list, page 500': () => ({ page: '500' }),
    'sort by saved, newest first': () => ({ sort: 'saved_at', order: 'desc' }),
    'sort by submitted, oldest first': () => ({ sort: 'submitted_at', order: 'asc' }),
    'sort by e-mail': () => ({ sort: 'email', order: 'asc' }),
    'search by last name': () => ({ q: pick(lastNames).toLowerCase() }),
    'search by first and last name': () => {
      const answers = pick(seeded.filter((s) => s.answers)).answers!;
      return { q: `${answers.first_name} ${answers.last_name}` };
    },
    'search by part of a name (3 letters)': () => ({ q: pick(lastNames).slice(1, 4) }),
    'search by 2 letters': () => ({ q: pick(lastNames).slice(0, 2) }),
    'search by e-mail': () => ({ q: someone().email }),
    'search by e-mail domain, sorted by saved': () => ({
      q: `@${pick(DOMAINS)}`,
      sort: 'saved_at',
    }),
    'status filter': () => ({ status: pick(['none', 'started', 'validating', 'submitted']) }),
    'status filter, sorted by e-mail': () => ({
      status: pick(['started', 'submitted']),
      sort: 'email',
    }),
    'submitted within a month': () => {
      const from = month();
      return { submitted_from: iso(from), submitted_to: iso(from + 30 * DAY) };
    },
    'saved within a week, sorted by saved': () => {
      const from = month();
      return { saved_from: iso(from), saved_to: iso(from + 7 * DAY), sort: 'saved_at' };
    },
    'search and status and dates': () => ({
      q: pick(lastNames).slice(0, 3),
      status: 'submitted',
      submitted_from: iso(month()),
    }),
  } satisfies Record<string, () => Record<string, string>>;
}

/** A fresh database for one back end: its DATABASE_URL, the open database and how to drop it. */
async function freshDatabase(backend: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-staff-bench-'));
  let schema = '';
  if (backend === 'postgres') {
    schema = `staff_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
  }
  const databaseUrl = schema
    ? `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`
    : '';
  const db = createDatabase(
    schema ? { databaseUrl: PG_URL, dataDir, pgSchema: schema, poolSize: 4 } : { dataDir },
  );
  return {
    db,
    dataDir,
    databaseUrl,
    async drop() {
      if (KEEP) return console.log(`kept: ${schema ? `schema ${schema}` : dataDir}`);
      if (schema) {
        const admin = new pg.Client({ connectionString: PG_URL });
        await admin.connect();
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.query(`drop schema if exists ${schema}_pgboss cascade`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function bench(backend: string) {
  const database = await freshDatabase(backend);
  const { seeded, lastNames } = applicants();
  let started = performance.now();
  await migrate(database.db);
  await seedApplicants(database, seeded, 1000);
  // The first start after the migration writes every summary's search text from the partner's
  // name answers (timed here, so the server starts as it does every later time)...
  const seedSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await useStaffNameKeys(database.db, searchableNameKeys(partner));
  const rebuildSeconds = (performance.now() - started) / 1000;
  // ...and autovacuum then tidies and analyzes what that rewrote.
  if (backend === 'postgres') {
    // On a connection of its own: the pool's have the requests' statement timeout.
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    await admin.query('vacuum analyze');
    await admin.end();
  }
  const passwordHash = await createPasswordHasher().hash(PASSWORD);
  await createStaffAccount(database, {
    email: STAFF,
    passwordHash,
    role: 'reader',
    now: Date.now(),
  });
  await database.db.destroy();
  started = performance.now();
  const server = spawnServer(
    {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1',
      PARTNER_CONFIG: PARTNER,
      SECRET: 'staff-bench-secret',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    300_000,
  );
  const base = await server.listening.catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const startSeconds = (performance.now() - started) / 1000;
  const agent = new Agent({ connections: 1 });
  try {
    const login = await request(`${base}/api/staff/login`, {
      method: 'POST',
      dispatcher: agent,
      headers: { origin: 'http://127.0.0.1', 'content-type': 'application/json' },
      body: JSON.stringify({ email: STAFF, password: PASSWORD }),
    });
    await login.body.arrayBuffer();
    const cookie = [login.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    if (login.statusCode !== 200) throw new Error(`staff login: ${login.statusCode}`);
    console.log(
      `\n${backend}: ${COUNT} applications seeded in ${seedSeconds.toFixed(1)} s, search text ` +
        `of the name keys written in ${rebuildSeconds.toFixed(1)} s, server ready in ` +
        `${startSeconds.toFixed(1)} s; load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    console.log(`${'request'.padEnd(44)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}  rows`);
    for (const [name, make] of Object.entries(requestKinds(lastNames, seeded))) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < WARM_UP + REPEAT; i++) {
        const query = new URLSearchParams(make()).toString();
        const begun = performance.now();
        const response = await request(`${base}/api/staff/applications?${query}`, {
          dispatcher: agent,
          headers: { cookie },
        });
        const body = (await response.body.json()) as { total: number };
        const ms = performance.now() - begun;
        if (response.statusCode !== 200)
          throw new Error(`${name}: ${response.statusCode} ${JSON.stringify(body)}`);
        if (i >= WARM_UP) {
          times.push(ms);
          total += body.total;
        }
      }
      console.log(
        `${name.padEnd(44)} ${percentile(times, 50).toFixed(1).padStart(7)} ` +
          `${percentile(times, 95).toFixed(1).padStart(7)}  ${Math.round(total / REPEAT)}`,
      );
    }
  } finally {
    await agent.close();
    await server.stop();
    await database.drop();
  }
}

for (const backend of BACKENDS) await bench(backend);
