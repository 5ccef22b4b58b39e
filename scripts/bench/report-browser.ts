/** The browser sections of bench/RESULTS.md. */
import type { AppName } from './build-apps.ts';
import type { BrowserResults } from './browser-bench.ts';
import { NAMES, PEERS, SHORT, eventMs, int, ms, table, times, verdict } from './report-format.ts';

export function keystroke(b: BrowserResults): string {
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
    `Floor: one MUI TextField alone on a page (no form engine), typed into the same way: input-to-next-paint median ${ms(b.baseline.keyPaintMs.median)}, p95 ${ms(b.baseline.keyPaintMs.p95)}; Event Timing p95 ${eventMs(b.baseline.keyEventMs.p95)}. Input-to-next-paint includes waiting for the next frame (up to 16.7 ms at 60 Hz).`,
    '',
    "JSON Forms' material text input keeps the text in local state and updates the form 300 ms after " +
      'the last keystroke (its debounce), so its keystroke figures cover the input alone; the column ' +
      '"last key → form updated" shows when the form itself had the text.',
  ].join('\n');
}

export function fanOut(b: BrowserResults): string {
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

export function toggle(b: BrowserResults): string {
  const a = b.apps;
  const rows = (Object.keys(NAMES) as AppName[]).map((app) => [
    NAMES[app],
    ms(a[app].openPaintMs.median),
    ms(a[app].openPaintMs.p95),
    eventMs(a[app].openEventMs.median),
    eventMs(a[app].openEventMs.p95),
    a[app].openRevealMs ? ms(a[app].openRevealMs.median) : 'not measured',
    a[app].openRevealMs ? ms(a[app].openRevealMs.p95) : 'not measured',
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
        'click to revealed questions painted median',
        'p95',
        'closing again (Event Timing median)',
      ],
      rows,
    ),
    '',
    table(['pair', 'median ratio', 'p95 ratio'], ratios),
    '',
    'The click is answered by its next paint; the revealed questions may follow in a later frame ' +
      '(an app that renders them as a non-blocking update keeps the page responsive meanwhile). ' +
      '"Click to revealed questions painted" is the paint after which every revealed question is in ' +
      'the page and displayed (a page that renders off-screen content lazily paints those as they ' +
      'scroll into view).',
    '',
    `Target: the largest condition toggle under 50 ms (the click's event duration and next paint) — ${verdict(worst < 50)} (Admit's p95 ${ms(worst)}).`,
    ...(worst < 50 ? [] : ['', `Gap: ${ms(worst - 50)} over the target at p95.`]),
    ...(a.admit.openRevealMs && a.admit.openRevealMs.p95 >= 50
      ? [
          '',
          `The revealed questions themselves are on screen ${ms(a.admit.openRevealMs.median)} (median) / ${ms(a.admit.openRevealMs.p95)} (p95) after the click: over 50 ms.`,
        ]
      : []),
  ].join('\n');
}

export function firstRender(b: BrowserResults): string {
  const rows = (Object.keys(NAMES) as AppName[]).map((app) => [
    NAMES[app],
    ms(b.apps[app].firstRenderMs.median),
    ms(b.apps[app].firstRenderMs.p95),
  ]);
  return table(['app', 'median', 'p95'], rows);
}

/** What every run verified: the same questions in every app's DOM, and the typed text saved. */
export function checks(b: BrowserResults): string {
  const values = (app: AppName, pick: (r: BrowserResults['raw'][number]) => number) => {
    const seen = [...new Set(b.raw.filter((r) => r.app === app).map(pick))];
    return seen.join(' or ');
  };
  const rows = (Object.keys(NAMES) as AppName[]).map((app) => [
    NAMES[app],
    `${values(app, (r) => r.shown)} / ${values(app, (r) => r.shownClosed)} / ${values(app, (r) => r.shownAfterToggle)}`,
    b.raw.filter((r) => r.app === app && r.committed).length + ` of ${b.runs}`,
    b.apps[app].evalBlocked ? 'yes' : 'no',
    b.apps[app].verified ? 'yes' : '**no**',
  ]);
  return [
    table(
      [
        'app',
        `questions in the DOM: opened / branch closed / reopened (expected ${b.fields} / ${b.toggle.closedFields} / ${b.fields})`,
        'typed text reached the answers',
        'CSP blocks run-time eval',
        'all checks passed',
      ],
      rows,
    ),
    '',
    "Admit's page is served with a Content Security Policy without 'unsafe-eval' (as the product's server does), so its validators must be the precompiled ones; the peers compile theirs with ajv at run time and get no CSP.",
  ].join('\n');
}
