/*
 * npm run bench:compare -- <other checkout>: this checkout against another one (a worktree of an
 * earlier commit, with its own `npm ci`), in one run, so a change is measured against what it
 * replaced on the same machine at the same time:
 * - Admit's bench app built from each, typed into and toggled in one Chromium, interleaved run by
 *   run (keystroke and toggle latency), and its render fan-out at each page size;
 * - the JavaScript of the web app's first route, gzipped (each checkout's own `npm run build:web`);
 * - save throughput (`npm run bench:api` in each checkout, alternating, BENCH_API_ROUNDS times).
 * BENCH_RUNS (default 10) sets the interleaved browser runs; BENCH_API_ROUNDS (default 2, 0 skips).
 * Prints one table and writes it to bench/compare.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { entryScripts, gzippedSize } from '../../packages/web/build/first-route-size.ts';
import type { BenchSpec } from './bench-spec.ts';
import { fanOutSession, toggleSession, typingSession } from './browser-sessions.ts';
import { DIST, buildApp, writeSpecs } from './build-apps.ts';
import { launchChromium } from './launch-chromium.ts';
import { summarize, type Summary } from './stats.ts';
import { serveBench } from './static-server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const API_ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 2);
const other = resolve(process.argv[2] ?? '');
if (!process.argv[2] || !existsSync(join(other, 'node_modules', '.bin', 'node')))
  throw new Error(
    'Usage: npm run bench:compare -- <other checkout with its own npm ci> (e.g. a git worktree of an earlier commit)',
  );
const here = resolve('.');
const log = (line: string) => console.log(`[compare] ${line}`);

/** Runs a command in a checkout with that checkout's own Node (npm scripts run on it too). */
function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      ...env,
      PATH: `${join(cwd, 'node_modules', '.bin')}:${process.env.PATH}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  return result.stdout;
}

log(`building Admit's bench app here and in ${other}`);
await writeSpecs();
await buildApp('admit');
// The other checkout builds with its own code: the bench specs of its partner, its own engine.
run(other, 'node', [
  '--input-type=module',
  '-e',
  "const m = await import('./scripts/bench/build-apps.ts'); await m.writeSpecs(); await m.buildApp('admit');",
]);
const specsOf = (dist: string): BenchSpec[] =>
  readdirSync(join(dist, 'spec'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dist, 'spec', name), 'utf8')) as BenchSpec)
    .sort((a, b) => a.fields - b.fields);
const sides = [
  { name: 'this checkout', dir: here, dist: DIST },
  { name: 'other checkout', dir: other, dist: join(other, 'bench', 'dist') },
].map((side) => ({ ...side, specs: specsOf(side.dist) }));

log('first-route size: npm run build:web in each');
const firstRouteKb = sides.map((side) => {
  run(side.dir, 'npm', ['run', 'build:web']);
  const web = join(side.dir, 'dist', 'web');
  const bytes = entryScripts(web).reduce((sum, path) => sum + gzippedSize(web, path), 0);
  return Math.round((bytes / 1024) * 10) / 10;
});

const loadBefore = loadavg();
const servers = await Promise.all(sides.map((side) => serveBench(side.dist)));
const browser = await launchChromium();
const samples = sides.map(() => ({
  key: [] as number[],
  event: [] as number[],
  open: [] as number[],
  reveal: [] as number[],
}));
const fanOut: Record<string, number[]> = {};
try {
  for (let r = 0; r < RUNS; r++)
    for (const i of r % 2 ? [1, 0] : [0, 1]) {
      const full = sides[i]!.specs.find((spec) => spec.size === 'full')!;
      const typing = await typingSession(browser, servers[i]!.base, 'admit', full);
      const toggle = await toggleSession(browser, servers[i]!.base, 'admit', full);
      samples[i]!.key.push(...typing.keyPaintMs);
      samples[i]!.event.push(...typing.keyEventMs);
      samples[i]!.open.push(...toggle.openPaintMs);
      samples[i]!.reveal.push(...toggle.openRevealMs);
      log(
        `run ${r + 1}/${RUNS} ${sides[i]!.name}: keystroke p50 ${summarize(typing.keyPaintMs).median} ms`,
      );
    }
  for (const spec of sides[0]!.specs) {
    fanOut[`${spec.fields} fields`] = [];
    for (const [i, side] of sides.entries()) {
      const mine = side.specs.find((s) => s.size === spec.size) ?? spec;
      fanOut[`${spec.fields} fields`]!.push(
        (await fanOutSession(browser, servers[i]!.base, 'admit', mine)).components,
      );
    }
  }
} finally {
  await browser.close();
  for (const { server } of servers) server.close();
}

/** Save throughput of each checkout, alternating rounds; the figures bench:api wrote. */
const api = sides.map(() => [] as { database: string; requestsPerSecond: number; p99Ms: number }[]);
for (let round = 0; round < API_ROUNDS; round++)
  for (const i of round % 2 ? [1, 0] : [0, 1]) {
    log(`bench:api round ${round + 1}/${API_ROUNDS}: ${sides[i]!.name}`);
    run(sides[i]!.dir, 'npm', ['run', 'bench:api']);
    api[i]!.push(
      ...JSON.parse(readFileSync(join(sides[i]!.dir, 'bench', 'api.json'), 'utf8')).rows,
    );
  }

const both = (pick: (i: number) => string) => `${pick(0)} | ${pick(1)}`;
const summary = (values: number[]) => {
  const s: Summary = summarize(values);
  return `${s.median} / ${s.p95}`;
};
const median = (values: number[]) => summarize(values).median;
const lines = [
  `Compared on ${new Date().toISOString()}: this checkout (${run(here, 'git', ['rev-parse', '--short', 'HEAD']).trim()}) and ${other} (${run(other, 'git', ['rev-parse', '--short', 'HEAD']).trim()}); ${RUNS} interleaved browser runs; load average ${loadBefore.map((v) => v.toFixed(1)).join(' / ')} at start, ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ')} at end.`,
  '',
  '| figure | this checkout | other checkout |',
  '|---|---:|---:|',
  `| keystroke, input to next paint, median / p95 (ms) | ${both((i) => summary(samples[i]!.key))} |`,
  `| keystroke, Event Timing, median / p95 (ms) | ${both((i) => summary(samples[i]!.event))} |`,
  `| toggle the largest branch, click to paint, median / p95 (ms) | ${both((i) => summary(samples[i]!.open))} |`,
  `| toggle, click to every question shown, median / p95 (ms) | ${both((i) => summary(samples[i]!.reveal))} |`,
  ...Object.entries(fanOut).map(
    ([size, counts]) =>
      `| components rendered per keystroke, ${size} | ${counts[0]} | ${counts[1]} |`,
  ),
  `| first route JavaScript, gzipped (KB) | ${both((i) => String(firstRouteKb[i]))} |`,
  ...['sqlite', 'postgres'].flatMap((database) =>
    API_ROUNDS
      ? [
          `| saves per second, ${database} (median of rounds) | ${both((i) => String(median(api[i]!.filter((f) => f.database === database).map((f) => f.requestsPerSecond))))} |`,
        ]
      : [],
  ),
];
writeFileSync('bench/compare.md', `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
