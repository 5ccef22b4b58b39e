/** The cold-load and Node sections of bench/RESULTS.md. */
import { flattenNumbers } from './pdf-figures.ts';
import { int, kb, ms, notMeasured, table, times, verdict } from './report-format.ts';
import type { Results } from './results.ts';

export function coldLoad(results: Results): string {
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

export function engine(results: Results): string {
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

export function api(results: Results): string {
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

export function pdf(results: Results): string {
  const section = results.pdf;
  if (!section.ok) return `${notMeasured(section)}`;
  // Only the figures of its parts (applicationPdf, docxConversion...), not the run's own details.
  const figures = flattenNumbers(section.data).filter(([path]) => path.includes('.'));
  const shown = (path: string, value: number) => (/Ms$/.test(path) ? ms(value) : int(value));
  const p95 = figures.find(([path]) => /applic/i.test(path) && /p95/i.test(path));
  const met = !!p95 && p95[1] < 300;
  return [
    table(
      ['figure (bench/pdf.json)', 'value'],
      figures.map(([path, value]) => [path, shown(path, value)]),
    ),
    '',
    p95
      ? `Target: application PDF p95 under 300 ms — ${verdict(met)} (${ms(p95[1])}).`
      : 'Target: application PDF p95 under 300 ms — not checked: bench/pdf.json has no application p95 figure.',
    ...(p95 && !met ? ['', `Gap: ${ms(p95[1] - 300)} over the target at p95.`] : []),
  ].join('\n');
}
