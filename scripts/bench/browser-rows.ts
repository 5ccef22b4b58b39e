/*
 * A development run of the browser benchmark: some apps only, fewer runs, no Node benchmarks and
 * no report. Measures the same things the same way as `npm run bench` (it calls the same
 * sessions), then prints the summaries and writes them to bench/dist/rows.json.
 *
 *   BENCH_APPS=admit BENCH_RUNS=5 node scripts/bench/browser-rows.ts
 *   BENCH_COLD=1 ... also measures the cold load of /about (npm start, needs the web build)
 *
 * BENCH_APPS is a comma list of admit, rjsf, jsonforms (default: all three); BENCH_FAN_OUT=0 skips
 * the render fan-out row; BENCH_BUILD=0 reuses the last build of bench/dist.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { runBrowserBench } from './browser-bench.ts';
import { buildApp, DIST, FORM_APPS, writeSpecs, type AppName } from './build-apps.ts';
import { benchSpecs } from './bench-spec.ts';
import { runColdLoad } from './cold-load.ts';
import { launchChromium } from './launch-chromium.ts';
import { readPartner } from './read-partner.ts';
import { serveBench } from './static-server.ts';

const env = process.env;
const RUNS = Number(env.BENCH_RUNS ?? 5);
const apps = (env.BENCH_APPS ?? FORM_APPS.join(',')).split(',') as AppName[];
for (const app of apps)
  if (!FORM_APPS.includes(app)) throw new Error(`BENCH_APPS: no app "${app}" (${FORM_APPS})`);
const log = (line: string) => console.log(line);

log(`load average before: ${loadavg().map((l) => l.toFixed(2))}`);
let specs = await (env.BENCH_BUILD === '0' ? benchSpecs(await readPartner()) : writeSpecs());
if (env.BENCH_BUILD !== '0') for (const app of [...apps, 'baseline'] as const) await buildApp(app);
if (env.BENCH_FAN_OUT === '0') specs = specs.filter((s) => s.size === 'full');
const { base, server } = await serveBench(DIST);
const browser = await launchChromium();
try {
  const results = await runBrowserBench(browser, base, specs, RUNS, log, apps);
  const coldLoad = env.BENCH_COLD === '1' ? await runColdLoad(browser, RUNS) : undefined;
  writeFileSync(join(DIST, 'rows.json'), `${JSON.stringify({ ...results, coldLoad }, null, 2)}\n`);
  log(JSON.stringify({ apps: results.apps, baseline: results.baseline, fanOut: results.fanOut }));
  if (coldLoad) log(JSON.stringify(coldLoad));
} finally {
  await browser.close();
  server.close();
  log(`load average after: ${loadavg().map((l) => l.toFixed(2))}`);
}
