/*
 * npm run bench — every benchmark in one run: the Node ones first (engine, API, PDF, each its own
 * npm script writing bench/<name>.json), then the browser ones (bench apps built and interleaved,
 * the real app's cold load). Writes bench/results.json and bench/RESULTS.md.
 * BENCH_RUNS (default 10) sets the interleaved runs per app. BENCH_NODE=reuse takes the Node
 * benchmarks' figures from the bench/<name>.json already there instead of running them (for a
 * browser-only run; the report says so).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import { runBrowserBench } from './browser-bench.ts';
import { buildBench, DIST } from './build-apps.ts';
import { runColdLoad } from './cold-load.ts';
import { launchChromium } from './launch-chromium.ts';
import { renderReport } from './report.ts';
import type { ApiFigures, EngineFigures, PdfFigures, Results } from './results.ts';
import type { Section } from './section.ts';
import { serveBench } from './static-server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const started = Date.now();
const loadBefore = loadavg();
const log = (line: string) =>
  console.log(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${line}`);

/** Runs `npm run <script>` and reads the JSON it writes; stale or missing output is an error. */
function npmBench<T>(script: string, output: string): Section<T> {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts;
  if (!(script in scripts))
    return { ok: false, why: `there is no \`npm run ${script}\` in package.json yet.` };
  if (process.env.BENCH_NODE === 'reuse') {
    if (!existsSync(output))
      return { ok: false, why: `BENCH_NODE=reuse, but there is no ${output}.` };
    log(`reusing ${output} (BENCH_NODE=reuse)`);
    return { ok: true, data: JSON.parse(readFileSync(output, 'utf8')) as T };
  }
  log(`npm run ${script}`);
  const since = Date.now();
  // BENCH_RUNS is this runner's; the Node benchmarks keep their own defaults.
  const env = { ...process.env };
  delete env.BENCH_RUNS;
  const run = spawnSync('npm', ['run', script], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
    env,
  });
  process.stderr.write(run.stderr);
  if (run.status !== 0) {
    const error = /^\w*Error\b.*$|^error: .*$/m.exec(run.stderr)?.[0];
    return {
      ok: false,
      why: `\`npm run ${script}\` failed (exit code ${run.status})${error ? `: ${error}` : ''}.`,
    };
  }
  if (!existsSync(output) || statSync(output).mtimeMs < since)
    return { ok: false, why: `\`npm run ${script}\` did not write ${output}.` };
  return { ok: true, data: JSON.parse(readFileSync(output, 'utf8')) as T };
}

/** Runs a step; an exception becomes the section's reason. */
async function step<T>(name: string, run: () => Promise<Section<T>>): Promise<Section<T>> {
  try {
    return await run();
  } catch (error) {
    log(`${name} failed: ${(error as Error).stack ?? error}`);
    return { ok: false, why: `${name} failed: ${(error as Error).message.split('\n')[0]}` };
  }
}

const engine = npmBench<EngineFigures>('bench:engine', 'bench/engine.json');
const api = npmBench<ApiFigures>('bench:api', 'bench/api.json');
const pdf = npmBench<PdfFigures>('bench:pdf', 'bench/pdf.json');

log('building the bench apps');
const specs = await buildBench();
const { base, server } = await serveBench(DIST);
const browser = await launchChromium();
const results: Results = {
  date: new Date(started).toISOString(),
  durationSeconds: 0,
  machine: {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `${type()} ${release()}`,
    node: process.version,
    chromium: browser.version(),
    loadBefore,
    loadAfter: [],
  },
  nodeFigures: process.env.BENCH_NODE === 'reuse' ? 'reused' : 'run',
  engine,
  api,
  pdf,
  browser: { ok: false, why: 'not run' },
  coldLoad: { ok: false, why: 'not run' },
};
try {
  log(`browser benchmark: ${RUNS} interleaved runs per app`);
  results.browser = await step('the browser benchmark', async () => ({
    ok: true,
    data: await runBrowserBench(browser, base, specs, RUNS, log),
  }));
  log('cold load of /about (npm start)');
  results.coldLoad = await step('the cold load', () => runColdLoad(browser, RUNS));
} finally {
  await browser.close();
  server.close();
}
results.machine.loadAfter = loadavg();
results.durationSeconds = Math.round((Date.now() - started) / 1000);
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
writeFileSync('bench/RESULTS.md', renderReport(results));
log('wrote bench/results.json and bench/RESULTS.md');
