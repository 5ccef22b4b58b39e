/*
 * The browser benchmark: the three bench apps (production builds) in Debian's Chromium, interleaved
 * run by run. Per run and app: typing 40 characters into a text question near the end of the whole
 * bench page, and toggling the answer that reveals the largest branch. Then, once per app and page
 * size, the components React rendered per keystroke (render fan-out).
 */
import type { Browser } from 'playwright-core';
import type { BenchSpec } from './bench-spec.ts';
import { fanOutSession, toggleSession, typingSession, type FanOut } from './browser-sessions.ts';
import { FORM_APPS, type AppName } from './build-apps.ts';
import { summarize, type Summary } from './stats.ts';

/** One app's figures in one run. */
export interface AppRun {
  app: AppName;
  run: number;
  firstRenderMs: number;
  /** The page's CSP blocked run-time code generation (Admit's page is served without 'unsafe-eval'). */
  evalBlocked: boolean;
  /** Questions in the DOM when opened, and after opening the toggle's branch. */
  shown: number;
  shownClosed: number;
  shownAfterToggle: number;
  /** The typed text reached the form's answers (after the app's own debouncing). */
  committed: boolean;
  /** Input-to-next-paint of each keystroke, in ms. */
  keyPaintMs: number[];
  /** Event Timing duration of each keystroke's interaction; 0 when under the 16 ms threshold. */
  keyEventMs: number[];
  /**
   * From the last keystroke to the next paint after the form's answers changed: the keystroke's
   * latency, plus any debounce the app applies before updating the form.
   */
  commitMs: number;
  /** Longest task (Long Tasks API, 50 ms or more) while typing and settling; 0 when none. */
  longestTaskMs: number;
  openPaintMs: number[];
  /** From the click to the first paint showing every revealed question. */
  openRevealMs: number[];
  openEventMs: number[];
  closePaintMs: number[];
  closeEventMs: number[];
}

/** Summaries of one app over all runs. */
export interface AppSummary {
  firstRenderMs: Summary;
  keyPaintMs: Summary;
  keyEventMs: Summary & { over16: number };
  commitMs: Summary;
  longestTaskMs: Summary;
  openPaintMs: Summary;
  openRevealMs: Summary;
  openEventMs: Summary;
  closeEventMs: Summary;
  /** Every run showed the same questions as the spec and committed the typed text. */
  verified: boolean;
  /** Every run's page blocked run-time code generation. */
  evalBlocked: boolean;
}

export interface BrowserResults {
  runs: number;
  fields: number;
  typingKey: string;
  toggle: NonNullable<BenchSpec['toggle']>;
  apps: Record<AppName, AppSummary>;
  /** One MUI TextField alone, typed into the same way: the floor on this machine. */
  baseline: { keyPaintMs: Summary; keyEventMs: Summary };
  fanOut: Record<AppName, Record<string, FanOut>>;
  raw: AppRun[];
}

/** Figures to 0.1 ms, so results.json stays readable. */
const rounded = <T>(value: T): T =>
  JSON.parse(
    JSON.stringify(value, (_, v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v)),
  );

/** Runs the browser benchmark against the served bench build. */
export async function runBrowserBench(
  browser: Browser,
  base: string,
  specs: BenchSpec[],
  runs: number,
  log: (line: string) => void,
  /** The form apps to measure (a development run may pick one); the report needs all three. */
  apps: readonly AppName[] = FORM_APPS,
): Promise<BrowserResults> {
  const full = specs.find((s) => s.size === 'full')!;
  const floor: { paint: number[]; event: number[] } = { paint: [], event: [] };
  const raw: AppRun[] = [];
  for (let run = 0; run < runs; run++) {
    // Interleaved: every run measures every app, starting with a different one each time.
    const order = apps.map((_, i) => apps[(i + run) % apps.length]!);
    for (const app of order) {
      const typing = await typingSession(browser, base, app, full);
      const toggle = await toggleSession(browser, base, app, full);
      raw.push(rounded({ app, run, ...typing, ...toggle }));
      log(
        `  run ${run + 1}/${runs} ${app}: keystroke p50 ${summarize(typing.keyPaintMs).median} ms, toggle ${Math.round(toggle.openPaintMs[0]!)} ms`,
      );
    }
    const bare = await typingSession(browser, base, 'baseline', full);
    floor.paint.push(...bare.keyPaintMs);
    floor.event.push(...bare.keyEventMs);
  }
  const fanOut = Object.fromEntries(apps.map((app) => [app, {}])) as BrowserResults['fanOut'];
  for (const spec of [...specs].sort((a, b) => a.fields - b.fields))
    for (const app of apps) {
      fanOut[app][spec.size] = await fanOutSession(browser, base, app, spec);
      log(`  fan-out ${app} at ${spec.fields} fields: ${fanOut[app][spec.size]!.components}`);
    }
  const summaries = Object.fromEntries(
    apps.map((app) => {
      const mine = raw.filter((r) => r.app === app);
      const all = (pick: (r: AppRun) => number[]) => mine.flatMap(pick);
      const keyEvents = all((r) => r.keyEventMs);
      return [
        app,
        {
          firstRenderMs: summarize(all((r) => [r.firstRenderMs])),
          keyPaintMs: summarize(all((r) => r.keyPaintMs)),
          keyEventMs: { ...summarize(keyEvents), over16: keyEvents.filter((v) => v > 0).length },
          commitMs: summarize(all((r) => [r.commitMs])),
          longestTaskMs: summarize(all((r) => [r.longestTaskMs])),
          openPaintMs: summarize(all((r) => r.openPaintMs)),
          openRevealMs: summarize(all((r) => r.openRevealMs)),
          openEventMs: summarize(all((r) => r.openEventMs)),
          closeEventMs: summarize(all((r) => r.closeEventMs)),
          evalBlocked: mine.every((r) => r.evalBlocked),
          verified: mine.every(
            (r) =>
              r.committed &&
              r.shown === full.fields &&
              r.shownClosed === full.toggle!.closedFields &&
              r.shownAfterToggle === full.fields,
          ),
        } satisfies AppSummary,
      ];
    }),
  ) as Record<AppName, AppSummary>;
  return {
    runs,
    fields: full.fields,
    typingKey: full.typingKey,
    toggle: full.toggle!,
    apps: summaries,
    baseline: { keyPaintMs: summarize(floor.paint), keyEventMs: summarize(floor.event) },
    fanOut,
    raw,
  };
}
