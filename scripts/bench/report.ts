/*
 * bench/RESULTS.md from the results: one table per benchmark, the targets beside the
 * figures, and a plain statement wherever a target is missed or a figure could not be measured.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { BrowserResults } from './browser-bench.ts';
import { checks, fanOut, firstRender, keystroke, toggle } from './report-browser.ts';
import { notMeasured, table } from './report-format.ts';
import { api, coldLoad, engine, pdf } from './report-node.ts';
import type { Results } from './results.ts';

/** The markdown of bench/RESULTS.md. */
export function renderReport(results: Results): string {
  const m = results.machine;
  const b = results.browser;
  const reused =
    results.nodeFigures === 'reused' ? ', as committed: not run again by this run' : '';
  const browserPart = (render: (b: BrowserResults) => string) =>
    b.ok ? render(b.data) : `${notMeasured(b)}`;
  const page = b.ok
    ? `the bench page: every section of the three application pages on one page, both add-another groups at the product's maximum of 10 blocks, every branch opened (${b.data.fields} questions shown, every residency branch visible). Production builds, ${b.data.runs} interleaved runs per app.`
    : '';
  return [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\`${results.nodeFigures === 'reused' ? ' with BENCH_NODE=reuse (browser benchmarks run; sections 5 to 7 from the committed files)' : ''} on ${results.date} (${Math.round(results.durationSeconds / 60)} min).`,
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
    browserPart(checks),
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
      ? `Answering "${b.data.toggle.openLabel}" to "${b.data.toggle.label}" (\`${b.data.toggle.key}\`) reveals ${b.data.toggle.revealed} questions (${b.data.toggle.closedFields} → ${b.data.fields}) at once: the page starts with "${b.data.toggle.closedLabel}" chosen and the branch's own answers kept, as the peers keep hidden data. One opening and one closing per run, each on a fresh page.`
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
    `\`npm run bench:engine\` (bench/engine.json${reused}).`,
    '',
    engine(results),
    '',
    '## 6. API: PUT /api/answer',
    '',
    `\`npm run bench:api\` (bench/api.json${reused}).`,
    '',
    api(results),
    '',
    '## 7. Application PDF and docx conversion',
    '',
    `\`npm run bench:pdf\` (bench/pdf.json${reused}).`,
    '',
    pdf(results),
    '',
    '## First render of the bench page (no target)',
    '',
    'From the page data being loaded to the paint after which every question the page opens with is displayed (an app may paint the top of a long page first).',
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
