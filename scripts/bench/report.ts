/*
 * bench/RESULTS.md from the results: one table per benchmark, the issue's targets beside the
 * figures, and a plain statement wherever a target is missed or a figure could not be measured.
 */
import type { AppName } from './build-apps.ts';
import type { BrowserResults } from './browser-bench.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { flattenNumbers } from './pdf-figures.ts';
import type { Results, Section } from './results.ts';

const NAMES: Record<AppName, string> = {
  admit: 'Admit (@admit/react + @admit/mui)',
  rjsf: 'react-jsonschema-form (@rjsf/core + @rjsf/mui)',
  jsonforms: 'JSON Forms (@jsonforms/react + material renderers)',
};
const SHORT: Record<AppName, string> = { admit: 'Admit', rjsf: 'rjsf', jsonforms: 'JSON Forms' };
const PEERS: AppName[] = ['rjsf', 'jsonforms'];

const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');
/** Event Timing reports only events of 16 ms or more; 0 stands for "under 16 ms". */
const eventMs = (v: number) => (v > 0 ? `${v} ms` : '< 16 ms');
const times = (v: number) => `${v >= 10 ? v.toFixed(0) : v.toFixed(1)}×`;
const int = (v: number) => Math.round(v).toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (met: boolean) => (met ? '**met**' : '**missed**');

/** A markdown table: the first column left-aligned, the others right-aligned unless `left`. */
const table = (head: string[], rows: (string | number)[][], left = false) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 || left ? '---' : '---:')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

function notMeasured(section: Section<unknown>): string | undefined {
  return section.ok ? undefined : `Not measured: ${section.why}`;
}

function keystroke(b: BrowserResults): string {
  const a = b.apps;
  const rows = (Object.keys(NAMES) as AppName[]).map((app) => [
    NAMES[app],
    ms(a[app].keyPaintMs.median),
    ms(a[app].keyPaintMs.p95),
    eventMs(a[app].keyEventMs.median),
    eventMs(a[app].keyEventMs.p95),
    `${a[app].keyEventMs.over16} of ${a[app].keyEventMs.n}`,
    ms(a[app].commitMs.median),
    a[app].longestTaskMs.p95 > 0 ? ms(a[app].longestTaskMs.p95) : '< 50 ms',
  ]);
  const ratios = PEERS.map((peer) => [
    `${SHORT[peer]} / Admit`,
    times(a[peer].keyPaintMs.median / a.admit.keyPaintMs.median),
    times(a[peer].keyPaintMs.p95 / a.admit.keyPaintMs.p95),
    a.admit.keyEventMs.p95 > 0
      ? times(a[peer].keyEventMs.p95 / a.admit.keyEventMs.p95)
      : a[peer].keyEventMs.p95 > 0
        ? `≥ ${times(a[peer].keyEventMs.p95 / 16)}`
        : 'both < 16 ms',
  ]);
  const p95 = a.admit.keyPaintMs.p95;
  const tenfold = PEERS.map((peer) => a[peer].keyPaintMs.p95 / p95);
  const gaps: string[] = [];
  if (p95 > 16) gaps.push(`Admit's p95 is ${ms(p95)}, ${ms(p95 - 16)} over the 16 ms target.`);
  PEERS.forEach((peer, i) => {
    if (tenfold[i]! < 10)
      gaps.push(`The p95 of ${SHORT[peer]} is ${times(tenfold[i]!)} Admit's, not 10×.`);
  });
  return [
    table(
      [
        'app',
        'input-to-next-paint median',
        'p95',
        'Event Timing median',
        'Event Timing p95',
        'keystrokes ≥ 16 ms',
        'last key → form updated and painted (median)',
        'longest task (p95 of runs)',
      ],
      rows,
    ),
    '',
    table(['pair', 'median ratio', 'p95 ratio', 'Event Timing p95 ratio'], ratios),
    '',
    `Target: keystroke p95 at most 16 ms and at least 10× lower than each peer's p95 — ${verdict(gaps.length === 0)}.`,
    ...(gaps.length ? ['', `Gap: ${gaps.join(' ')}`] : []),
    '',
    "JSON Forms' material text input keeps the text in local state and updates the form 300 ms after " +
      'the last keystroke (its debounce), so its keystroke figures cover the input alone; the column ' +
      '"last key → form updated" shows when the form itself had the text.',
  ].join('\n');
}

function fanOut(b: BrowserResults): string {
  const sizes = Object.keys(b.fanOut.admit).sort(
    (x, y) => b.fanOut.admit[x]!.fields - b.fanOut.admit[y]!.fields,
  );
  const head = ['app', ...sizes.map((s) => `${b.fanOut.admit[s]!.fields} fields`)];
  const rows = (Object.keys(NAMES) as AppName[]).map((app) => [
    NAMES[app],
    ...sizes.map((s) => int(b.fanOut[app][s]!.components)),
  ]);
  const own = sizes.map((s) => b.fanOut.admit[s]!.formComponents);
  const all = sizes.map((s) => b.fanOut.admit[s]!.components);
  const flat = (v: number[]) => Math.max(...v) === Math.min(...v);
  const ownMet = Math.max(...own) <= 3 && flat(own);
  const allMet = Math.max(...all) <= 3 && flat(all);
  return [
    table(head, rows),
    '',
    `Admit's own components (its renderers, NodeView, NodeList) rendered per keystroke: ${own.join(', ')}.`,
    '',
    'Target: at most 3 components per keystroke, flat from 50 to 300 fields — ' +
      `Admit's own components ${verdict(ownMet)}; every React component, the UI kit's included, ${verdict(allMet)}.`,
    ...(allMet
      ? []
      : [
          '',
          `Gap: counting MUI's and Emotion's components too, one keystroke renders ${all.join(', ')} components` +
            `${flat(all) ? ' (flat: the count does not grow with the page)' : ''}, not 3.`,
        ]),
  ].join('\n');
}

function toggle(b: BrowserResults): string {
  const a = b.apps;
  const rows = (Object.keys(NAMES) as AppName[]).map((app) => [
    NAMES[app],
    ms(a[app].openPaintMs.median),
    ms(a[app].openPaintMs.p95),
    eventMs(a[app].openEventMs.median),
    eventMs(a[app].openEventMs.p95),
    eventMs(a[app].closeEventMs.median),
  ]);
  const ratios = PEERS.map((peer) => [
    `${SHORT[peer]} / Admit`,
    times(a[peer].openPaintMs.median / a.admit.openPaintMs.median),
    times(a[peer].openPaintMs.p95 / a.admit.openPaintMs.p95),
  ]);
  const worst = Math.max(a.admit.openPaintMs.p95, a.admit.openEventMs.p95);
  return [
    table(
      [
        'app',
        'click to next paint median',
        'p95',
        'Event Timing median',
        'Event Timing p95',
        'closing again (Event Timing median)',
      ],
      rows,
    ),
    '',
    table(['pair', 'median ratio', 'p95 ratio'], ratios),
    '',
    `Target: the largest condition toggle under 50 ms — ${verdict(worst < 50)} (Admit's p95 ${ms(worst)}).`,
    ...(worst < 50 ? [] : ['', `Gap: ${ms(worst - 50)} over the target at p95.`]),
  ].join('\n');
}

function firstRender(b: BrowserResults): string {
  const rows = (Object.keys(NAMES) as AppName[]).map((app) => [
    NAMES[app],
    ms(b.apps[app].firstRenderMs.median),
    ms(b.apps[app].firstRenderMs.p95),
  ]);
  return table(['app', 'median', 'p95'], rows);
}

function coldLoad(results: Results): string {
  const section = results.coldLoad;
  if (!section.ok) return `${notMeasured(section)}`;
  const c = section.data;
  const jsMet = c.jsGzipBytes < 250 * 1024;
  const lcpMet = c.largestContentfulPaintMs.p95 < 1000;
  return [
    table(
      ['figure', 'value', 'target'],
      [
        [
          'JS of the first route, gzipped',
          `${kb(c.jsGzipBytes)} (${kb(c.jsBytes)} raw)`,
          '< 250 KB',
        ],
        ['CSS of the first route, gzipped', `${kb(c.cssGzipBytes)} (${kb(c.cssBytes)} raw)`, ''],
        [
          'first contentful paint, median / p95',
          `${ms(c.firstContentfulPaintMs.median)} / ${ms(c.firstContentfulPaintMs.p95)}`,
          '',
        ],
        [
          'form page rendered, median / p95',
          `${ms(c.formRenderedMs.median)} / ${ms(c.formRenderedMs.p95)}`,
          '',
        ],
        [
          'largest contentful paint, median / p95',
          `${ms(c.largestContentfulPaintMs.median)} / ${ms(c.largestContentfulPaintMs.p95)}`,
          '< 1 s',
        ],
      ],
    ),
    '',
    `Files: ${c.files.map((f) => `${f.url} (${kb(f.gzipBytes)})`).join(', ')}.`,
    '',
    `Targets: first-route JS under 250 KB gzipped — ${verdict(jsMet)}; LCP under 1 s — ${verdict(lcpMet)}.`,
    ...(jsMet ? [] : ['', `Gap: ${kb(c.jsGzipBytes - 250 * 1024)} over the JS budget.`]),
    ...(lcpMet ? [] : ['', `Gap: LCP p95 ${ms(c.largestContentfulPaintMs.p95 - 1000)} over 1 s.`]),
  ].join('\n');
}

function engine(results: Results): string {
  const section = results.engine;
  if (!section.ok) return `${notMeasured(section)}`;
  const whole = section.data.rows.filter((r) => /whole application/.test(r.config));
  const best = Math.max(...section.data.rows.map((r) => r.validationsPerSecond));
  return [
    table(
      ['config', 'questions', 'full validations/s', 'visibility evaluations/s'],
      section.data.rows.map((r) => [
        r.config,
        r.questions,
        int(r.validationsPerSecond),
        int(r.visibilityPerSecond),
      ]),
    ),
    '',
    `Target: at least 50,000 full-application validations per second — ${verdict(best >= 50_000)}.`,
    ...(best >= 50_000
      ? []
      : [
          '',
          `Gap: ${whole.map((r) => `${int(r.validationsPerSecond)}/s on the ${r.config}`).join('; ') || `${int(best)}/s at best`}, ${times(50_000 / best)} short of the target.`,
        ]),
  ].join('\n');
}

function api(results: Results): string {
  const section = results.api;
  if (!section.ok) return `${notMeasured(section)}`;
  const { rows, connections, seconds } = section.data;
  const sqlite = rows.find((r) => r.database === 'sqlite');
  const met = !!sqlite && sqlite.requestsPerSecond >= 2000 && sqlite.p99Ms < 50;
  return [
    `${connections} connections, ${seconds} s per database, one server process on loopback.`,
    '',
    table(
      ['database', 'requests/s', 'p99', 'errors', 'non-2xx'],
      rows.map((r) => [r.database, int(r.requestsPerSecond), `${r.p99Ms} ms`, r.errors, r.non2xx]),
    ),
    '',
    `Target: PUT /api/answer at least 2,000 requests/s with p99 under 50 ms on SQLite — ${verdict(met)}.`,
    ...(met || !sqlite
      ? []
      : ['', `Gap: SQLite ${int(sqlite.requestsPerSecond)} requests/s, p99 ${sqlite.p99Ms} ms.`]),
  ].join('\n');
}

function pdf(results: Results): string {
  const section = results.pdf;
  if (!section.ok) return `${notMeasured(section)}`;
  const figures = flattenNumbers(section.data);
  const p95 = figures.find(([path]) => /applic/i.test(path) && /p95/i.test(path));
  return [
    table(
      ['figure (bench/pdf.json)', 'value'],
      figures.map(([path, value]) => [path, String(value)]),
    ),
    '',
    p95
      ? `Target: application PDF p95 under 300 ms — ${verdict(p95[1] < 300)} (${p95[0]} = ${p95[1]}).`
      : 'Target: application PDF p95 under 300 ms — not checked: bench/pdf.json has no application p95 figure.',
  ].join('\n');
}

/** The markdown of bench/RESULTS.md. */
export function renderReport(results: Results): string {
  const m = results.machine;
  const b = results.browser;
  const browserPart = (render: (b: BrowserResults) => string) =>
    b.ok ? render(b.data) : `${notMeasured(b)}`;
  const page = b.ok
    ? `the bench page: every section of the three application pages on one page, both add-another groups at the product's maximum of 10 blocks, every branch opened (${b.data.fields} questions shown, every residency branch visible). Production builds, ${b.data.runs} interleaved runs per app.`
    : '';
  return [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${results.date} (${Math.round(results.durationSeconds / 60)} min).`,
    '',
    table(
      ['machine', ''],
      [
        ['CPU', `${m.cpu}, ${m.cores} cores`],
        ['memory', `${m.memoryGb} GB`],
        ['OS', m.os],
        ['Node', m.node],
        ['Chromium', m.chromium],
        ['load average (1/5/15 min) at start', m.loadBefore.map((l) => l.toFixed(2)).join(' / ')],
        ['load average at end', m.loadAfter.map((l) => l.toFixed(2)).join(' / ')],
      ],
      true,
    ),
    '',
    `Browser figures: Debian Chromium (headless), ${page}`,
    '',
    '## 1. Keystroke latency',
    '',
    b.ok
      ? `Typing ${40} characters into \`${b.data.typingKey}\`, a text question near the end of the page.`
      : '',
    '',
    browserPart(keystroke),
    '',
    '## 2. Render fan-out',
    '',
    'React components rendered per keystroke (all components, the UI kit included; counted by a React DevTools hook in the production builds), by page size.',
    '',
    browserPart(fanOut),
    '',
    '## 3. Condition toggle',
    '',
    b.ok
      ? `Answering "${b.data.toggle.openLabel}" to "${b.data.toggle.label}" (\`${b.data.toggle.key}\`) reveals ${b.data.toggle.revealed} questions (${b.data.toggle.closedFields} → ${b.data.fields}); three openings per run.`
      : '',
    '',
    browserPart(toggle),
    '',
    '## 4. Cold load of /about',
    '',
    '`npm start` on a free loopback port with a temporary DATA_DIR; each load in a fresh browser context (empty cache).',
    '',
    coldLoad(results),
    '',
    '## 5. Engine',
    '',
    '`npm run bench:engine` (bench/engine.json).',
    '',
    engine(results),
    '',
    '## 6. API: PUT /api/answer',
    '',
    '`npm run bench:api` (bench/api.json).',
    '',
    api(results),
    '',
    '## 7. Application PDF and docx conversion',
    '',
    '`npm run bench:pdf` (bench/pdf.json).',
    '',
    pdf(results),
    '',
    '## First render of the bench page (no target)',
    '',
    'From the page data being loaded to the first paint of the rendered page.',
    '',
    browserPart(firstRender),
    '',
  ].join('\n');
}

// `node scripts/bench/report.ts` rewrites RESULTS.md from results.json (after a wording change).
if (import.meta.main)
  writeFileSync(
    'bench/RESULTS.md',
    renderReport(JSON.parse(readFileSync('bench/results.json', 'utf8')) as Results),
  );
