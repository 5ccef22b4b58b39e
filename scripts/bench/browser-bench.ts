/// <reference lib="dom" />
/*
 * The browser benchmark: the three bench apps (production builds) in Debian's Chromium, interleaved
 * run by run. Per run and app: typing 40 characters into a text question near the end of the whole
 * bench page, and toggling the answer that reveals the largest branch. Then, once per app and page
 * size, the components React rendered per keystroke (render fan-out).
 */
import type { Browser, Page } from 'playwright-core';
import type { BenchWindow } from './bench-window.ts';
import type { BenchSpec } from './bench-spec.ts';
import { FORM_APPS, type AppName, type BuiltApp } from './build-apps.ts';
import { installRenderCounter } from './render-counter.ts';
import { summarize, type Summary } from './stats.ts';

/** The text typed into the question: 40 characters. */
export const TYPED = 'quick brown fox jumps over the lazy dogs';

/** How long to wait after the last keystroke or a click for deferred work (JSON Forms debounces 300 ms). */
const SETTLE_MS = 1000;

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
  openEventMs: number[];
  closePaintMs: number[];
  closeEventMs: number[];
}

/** Components rendered per keystroke at one page size. */
export interface FanOut {
  fields: number;
  components: number;
  formComponents: number;
  commits: number;
}

/** Summaries of one app over all runs. */
export interface AppSummary {
  firstRenderMs: Summary;
  keyPaintMs: Summary;
  keyEventMs: Summary & { over16: number };
  commitMs: Summary;
  longestTaskMs: Summary;
  openPaintMs: Summary;
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

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Runs `fn` in the page on `window.bench`; `fn` is sent as source, so it must not close over anything. */
const inPage = <T>(page: Page, fn: (bench: BenchWindow) => T): Promise<T> =>
  page.evaluate(`(${fn.toString()})(window.bench)`) as Promise<T>;

async function open(browser: Browser, url: string, counter = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (counter) await context.addInitScript(installRenderCounter);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page
    .waitForFunction(() => (window as unknown as { bench?: BenchWindow }).bench?.readyAt, null, {
      timeout: 180_000,
      polling: 100,
    })
    .catch((e: Error) => {
      throw new Error(`${url} did not render: ${errors.join('; ') || e.message}`);
    });
  return { context, page };
}

/** Waits until `count` input-to-next-paint figures of `type` are in. */
const paintsIn = (page: Page, type: string, count: number) =>
  page.waitForFunction(
    ([t, n]) =>
      (window as unknown as { bench: BenchWindow }).bench.paints.filter((p) => p.type === t)
        .length >= (n as number),
    [type, count] as const,
    { polling: 10 },
  );

/** Longest Event Timing duration per interaction, padded with 0 (under 16 ms) to `count`. */
const interactions = (events: BenchWindow['events'], count: number): number[] => {
  const byId = new Map<number, number>();
  for (const e of events)
    if (e.interactionId > 0)
      byId.set(e.interactionId, Math.max(byId.get(e.interactionId) ?? 0, e.duration));
  const values = [...byId.values()].slice(0, count);
  while (values.length < count) values.push(0);
  return values;
};

async function typingSession(browser: Browser, base: string, app: BuiltApp, spec: BenchSpec) {
  const { context, page } = await open(browser, `${base}/${app}/?size=full`);
  try {
    const first = await inPage(page, (b) => ({
      firstRenderMs: b.firstRenderMs!,
      evalBlocked: b.evalBlocked,
      shown: b.shownKeys().length,
    }));
    const input = await page.evaluateHandle(
      (key) => (window as unknown as { bench: BenchWindow }).bench.adapter.textInput(key)!,
      spec.typingKey,
    );
    await input.asElement()!.click();
    await sleep(300);
    await inPage(page, (b) => b.reset());
    for (const [i, char] of [...TYPED].entries()) {
      await page.keyboard.press(char === ' ' ? 'Space' : char);
      await paintsIn(page, 'keydown', i + 1);
      await sleep(20);
    }
    await sleep(SETTLE_MS);
    const done = await page.evaluate((key) => {
      const b = (window as unknown as { bench: BenchWindow }).bench;
      return {
        paints: b.paints.filter((p) => p.type === 'keydown').map((p) => p.ms),
        events: b.events,
        longTasks: b.longTasks,
        value: b.adapter.answers()[key],
        commitMs: (b.changedAt ?? NaN) - (b.lastKeyAt ?? NaN),
      };
    }, spec.typingKey);
    return {
      ...first,
      committed: done.value === TYPED,
      commitMs: done.commitMs,
      keyPaintMs: done.paints,
      keyEventMs: interactions(done.events, TYPED.length),
      longestTaskMs: Math.max(0, ...done.longTasks.map((t) => t.duration)),
    };
  } finally {
    await context.close();
  }
}

async function toggleSession(browser: Browser, base: string, app: AppName, spec: BenchSpec) {
  const toggle = spec.toggle!;
  const { context, page } = await open(browser, `${base}/${app}/?size=full&state=closed`);
  const result = {
    shownClosed: await inPage(page, (b) => b.shownKeys().length),
    shownAfterToggle: 0,
    openPaintMs: [] as number[],
    openEventMs: [] as number[],
    closePaintMs: [] as number[],
    closeEventMs: [] as number[],
  };
  try {
    // Once each way per page load: after closing, Admit has cleared the branch's answers (as the
    // spec requires) while the peers keep them, so a second opening would not be the same work.
    for (let i = 0; i < 2; i++) {
      const opening = i === 0;
      const label = opening ? toggle.openLabel : toggle.closedLabel;
      const choice = await page.evaluateHandle(
        ([key, l]) => (window as unknown as { bench: BenchWindow }).bench.adapter.choice(key!, l!)!,
        [toggle.key, label],
      );
      await inPage(page, (b) => b.reset());
      await choice.asElement()!.click({ force: true });
      await paintsIn(page, 'click', 1);
      await sleep(SETTLE_MS / 2);
      const { paint, events, shown } = await inPage(page, (b) => ({
        paint: b.paints.find((p) => p.type === 'click')!.ms,
        events: b.events,
        shown: b.shownKeys().length,
      }));
      const event = interactions(events, 1)[0]!;
      if (opening) {
        result.openPaintMs.push(paint);
        result.openEventMs.push(event);
        if (i === 0) result.shownAfterToggle = shown;
      } else {
        result.closePaintMs.push(paint);
        result.closeEventMs.push(event);
      }
    }
    return result;
  } finally {
    await context.close();
  }
}

async function fanOutSession(
  browser: Browser,
  base: string,
  app: AppName,
  spec: BenchSpec,
): Promise<FanOut> {
  const { context, page } = await open(browser, `${base}/${app}/?size=${spec.size}`, true);
  try {
    const input = await page.evaluateHandle(
      (key) => (window as unknown as { bench: BenchWindow }).bench.adapter.textInput(key)!,
      spec.typingKey,
    );
    await input.asElement()!.click();
    await sleep(SETTLE_MS);
    const samples: FanOut[] = [];
    for (const char of 'abc') {
      const before = await inPage(page, (b) => ({ ...b.renders! }));
      await page.keyboard.press(char);
      await sleep(SETTLE_MS);
      const after = await inPage(page, (b) => ({ ...b.renders! }));
      samples.push({
        fields: spec.fields,
        components: after.components - before.components,
        formComponents: after.formComponents - before.formComponents,
        commits: after.commits - before.commits,
      });
    }
    return samples.sort((a, b) => a.components - b.components)[1]!;
  } finally {
    await context.close();
  }
}

/** Runs the browser benchmark against the served bench build. */
export async function runBrowserBench(
  browser: Browser,
  base: string,
  specs: BenchSpec[],
  runs: number,
  log: (line: string) => void,
): Promise<BrowserResults> {
  const full = specs.find((s) => s.size === 'full')!;
  const apps = [...FORM_APPS];
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
