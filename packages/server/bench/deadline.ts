/**
 * Deadline day: simulated applicants each do what a real one does (sign up, confirm from the mail,
 * log in, save about 40 answers in bursts, validate three pages, upload one document and wait for
 * its conversion, download the application PDF, submit), against real server processes with the
 * production password cost: SQLite with one process, PostgreSQL with two behind a round-robin
 * proxy. The number of applicants working at once rises step by step until the p99 of a save
 * passes 250 ms. Reports complete applications per minute, p50/p99 of every step, and where the
 * CPU went. `npm run bench:deadline` (DEADLINE_BACKENDS=sqlite,postgres, DEADLINE_STEP_SECONDS=30,
 * DEADLINE_LEVELS=4,8,16,...); writes bench/deadline.json.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Agent } from 'undici';
import { percentile } from '../../../scripts/bench/stats.ts';
import { createPasswordHasher } from '../src/crypto/passwords.ts';
import { startFleet, type Fleet } from './deadline-fleet.ts';
import { ANSWERS, journey, STEPS } from './deadline-journey.ts';
import { cpuOf, postgresCpu } from './process-cpu.ts';

const BACKENDS = (process.env.DEADLINE_BACKENDS ?? 'sqlite,postgres').split(',');
const STEP_SECONDS = Number(process.env.DEADLINE_STEP_SECONDS ?? 30);
const LEVELS = (process.env.DEADLINE_LEVELS ?? '4,8,12,16,24,32,48,64,96').split(',').map(Number);
const SAVE_P99_LIMIT_MS = 250;

interface LevelResult {
  applicants: number;
  completedPerMinute: number;
  failures: number;
  steps: Record<string, { n: number; p50: number; p99: number }>;
  cpuSeconds: Record<string, number>;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** `applicants` working at once for STEP_SECONDS, each starting a new journey when one ends. */
async function level(fleet: Fleet, applicants: number, next: () => number): Promise<LevelResult> {
  const times = new Map(STEPS.map((step) => [step, [] as number[]]));
  const agent = new Agent({ connections: applicants * 2, keepAliveTimeout: 4000 });
  const pids = fleet.servers.map((server) => server.child.pid!);
  const before = { servers: pids.map(cpuOf), postgres: postgresCpu(), self: process.cpuUsage() };
  const started = performance.now();
  const deadline = started + STEP_SECONDS * 1000;
  let completed = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: applicants }, async () => {
      while (performance.now() < deadline) {
        try {
          await journey(fleet, agent, next(), times);
          if (performance.now() <= deadline + 1) completed++;
        } catch (error) {
          failures++;
          if (failures <= 3) console.error(`  a journey failed: ${(error as Error).message}`);
        }
      }
    }),
  );
  const elapsedMinutes = (performance.now() - started) / 60_000;
  const after = { servers: pids.map(cpuOf), self: process.cpuUsage(before.self) };
  await agent.close();
  return {
    applicants,
    completedPerMinute: Math.round(completed / elapsedMinutes),
    failures,
    steps: Object.fromEntries(
      STEPS.map((step) => {
        const values = times.get(step)!;
        return [
          step,
          {
            n: values.length,
            p50: round(percentile(values, 50)),
            p99: round(percentile(values, 99)),
          },
        ];
      }),
    ),
    cpuSeconds: {
      'server processes (Node, argon2 threads included)': round(
        after.servers.reduce((sum, cpu, i) => sum + cpu.self - before.servers[i]!.self, 0),
      ),
      'converters (Poppler, LibreOffice, the tool runner)': round(
        after.servers.reduce((sum, cpu, i) => sum + cpu.children - before.servers[i]!.children, 0),
      ),
      PostgreSQL: round(postgresCpu() - before.postgres),
      'load generator (this process)': round((after.self.user + after.self.system) / 1e6),
    },
  };
}

// The cost of one password hash at the production settings: signup hashes once, login verifies once.
const hasher = createPasswordHasher();
const hashStarted = performance.now();
const hashes = 8;
for (let i = 0; i < hashes; i++) await hasher.hash(`Password-${i}-long-enough`);
const hashMs = (performance.now() - hashStarted) / hashes;

const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: {
    cpu: cpus()[0]?.model.trim(),
    cores: cpus().length,
    node: process.version,
    loadBefore: loadavg(),
  },
  stepSeconds: STEP_SECONDS,
  answersPerApplicant: ANSWERS.length,
  passwordHashMs: round(hashMs),
  document: 'a one-page PDF (redrawn by Poppler)',
  backends: {},
};
let applicantId = 0;
for (const backend of BACKENDS) {
  console.log(
    `\n${backend}: ${backend === 'postgres' ? 'two server processes behind a round-robin proxy' : 'one server process'}`,
  );
  const fleet = await startFleet(backend);
  const levels: LevelResult[] = [];
  try {
    for (const applicants of LEVELS) {
      const result = await level(fleet, applicants, () => ++applicantId);
      levels.push(result);
      const save = result.steps.save!;
      console.log(
        `  ${String(applicants).padStart(3)} at once: ${result.completedPerMinute} applications/min, save p50 ${save.p50} ms p99 ${save.p99} ms, ${result.failures} failed; CPU s ${JSON.stringify(result.cpuSeconds)}`,
      );
      if (save.p99 > SAVE_P99_LIMIT_MS || result.failures > 0) break;
    }
  } finally {
    await fleet.stop();
  }
  const within = levels.filter((l) => l.steps.save!.p99 <= SAVE_P99_LIMIT_MS && l.failures === 0);
  const best = within.reduce<LevelResult | undefined>(
    (top, l) => (!top || l.completedPerMinute > top.completedPerMinute ? l : top),
    undefined,
  );
  (report.backends as Record<string, unknown>)[backend] = { levels, best };
  if (best) {
    console.log(
      `  best with save p99 <= ${SAVE_P99_LIMIT_MS} ms: ${best.completedPerMinute} complete applications/min at ${best.applicants} at once`,
    );
    for (const [step, figures] of Object.entries(best.steps))
      console.log(
        `    ${step.padEnd(18)} p50 ${String(figures.p50).padStart(7)} ms   p99 ${String(figures.p99).padStart(7)} ms   (${figures.n})`,
      );
  }
}
(report.machine as Record<string, unknown>).loadAfter = loadavg();
writeFileSync('bench/deadline.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('\nwrote bench/deadline.json');
