/**
 * The staff list at scale: seeds 100,000 applications (names, e-mails on a few domains, every web
 * status, saved and submitted dates over a season) straight into a fresh database, starts a real
 * server process on it, signs a staff member in and times list, search, filter and sort requests
 * over HTTP, one at a time. Prints p50/p95 per request kind in ms (target: p95 < 200).
 * `npm run bench:staff` (BENCH_DB=sqlite|postgres|sqlite,postgres, the default; BENCH_APPLICATIONS,
 * default 100000; BENCH_REPEAT, default 40 timed requests per kind after 3 untimed; BENCH_KEEP=1
 * leaves the database behind and prints where).
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { percentile } from '../../../scripts/bench/stats.ts';
import { migrate } from '../src/db/migrations.ts';
import { loadPartner } from '../src/config/partner.ts';
import { searchableNameKeys, useStaffNameKeys } from '../src/store/staff-name-keys.ts';
import { seedApplicants, type SeededApplicant } from '../tests/helpers/seed-applicants.ts';
import { seededRandom } from '../tests/helpers/hostile-requests.ts';
import {
  DAY,
  DOMAINS,
  SEASON_DAYS,
  SEASON_START,
  addBenchStaff,
  analyze,
  benchStaffSignIn,
  freshDatabase,
  seasonApplicants,
  startBenchServer,
} from './staff-bench-setup.ts';

const PARTNER = fileURLToPath(new URL('../../../partner-config', import.meta.url));
const BACKENDS = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',');
const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 40);
const WARM_UP = 3;
const STAFF = 'bench-reader@example.edu';
const partner = await loadPartner(PARTNER);

const iso = (ms: number) => new Date(ms).toISOString();

/** The requests timed: name → a query string maker (called once per request, to vary them). */
function requestKinds(lastNames: string[], seeded: SeededApplicant[]) {
  const next = seededRandom(7);
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

async function bench(backend: string) {
  const database = await freshDatabase(backend);
  const { seeded, lastNames } = seasonApplicants(COUNT);
  let started = performance.now();
  await migrate(database.database);
  await seedApplicants(database, seeded, 1000);
  // The first start after the migration writes every summary's search text from the partner's
  // name answers (timed here, so the server starts as it does every later time)...
  const seedSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await useStaffNameKeys(database.database, searchableNameKeys(partner));
  const rebuildSeconds = (performance.now() - started) / 1000;
  // ...and autovacuum then tidies and analyzes what that rewrote.
  await analyze(database);
  await addBenchStaff(database, STAFF, 'reader');
  await database.database.destroy();
  started = performance.now();
  const server = startBenchServer(database, PARTNER);
  const base = await server.listening.catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const startSeconds = (performance.now() - started) / 1000;
  const agent = new Agent({ connections: 1 });
  try {
    const cookie = await benchStaffSignIn(base, agent, STAFF);
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
