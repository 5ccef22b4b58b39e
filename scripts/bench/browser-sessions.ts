/// <reference lib="dom" />
/*
 * One browser session of the bench: a fresh context on one bench app's page, then typing,
 * toggling or counting renders there. The figures come from the page's harness (window.bench).
 */
import type { Browser, Page } from 'playwright-core';
import type { BenchWindow } from './bench-window.ts';
import type { BenchSpec } from './bench-spec.ts';
import type { AppName, BuiltApp } from './build-apps.ts';
import { installRenderCounter } from './render-counter.ts';

/** Components rendered per keystroke at one page size. */
export interface FanOut {
  fields: number;
  components: number;
  formComponents: number;
  commits: number;
}

/** The text typed into the question: 40 characters. */
export const TYPED = 'quick brown fox jumps over the lazy dogs';

/** How long to wait after the last keystroke or a click for deferred work (JSON Forms debounces 300 ms). */
const SETTLE_MS = 1000;

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

/** Types the 40 characters into the whole bench page; keystroke figures and checks. */
export async function typingSession(
  browser: Browser,
  base: string,
  app: BuiltApp,
  spec: BenchSpec,
) {
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

/** Opens and closes the largest branch once on a fresh page; click figures and checks. */
export async function toggleSession(browser: Browser, base: string, app: AppName, spec: BenchSpec) {
  const toggle = spec.toggle!;
  const { context, page } = await open(browser, `${base}/${app}/?size=full&state=closed`);
  const result = {
    shownClosed: await inPage(page, (b) => b.shownKeys().length),
    shownAfterToggle: 0,
    openPaintMs: [] as number[],
    openRevealMs: [] as number[],
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
      // As a person would: the choice is scrolled to and on screen before it is clicked (a page
      // may render what comes into view only in the next frame; a click before hits nothing).
      await choice.asElement()!.scrollIntoViewIfNeeded();
      await sleep(100);
      await inPage(page, (b) => {
        b.reset();
        b.watchReveal(b.spec.toggle!.revealedKeys);
      });
      await choice.asElement()!.click({ force: true });
      await paintsIn(page, 'click', 1);
      if (opening)
        await page.waitForFunction(
          () => (window as unknown as { bench: BenchWindow }).bench.revealPaintMs !== undefined,
          null,
          { polling: 10, timeout: 30_000 },
        );
      await sleep(SETTLE_MS / 2);
      const { paint, events, shown, reveal } = await inPage(page, (b) => ({
        paint: b.paints.find((p) => p.type === 'click')!.ms,
        events: b.events,
        shown: b.shownKeys().length,
        reveal: b.revealPaintMs!,
      }));
      const event = interactions(events, 1)[0]!;
      if (opening) {
        result.openPaintMs.push(paint);
        result.openRevealMs.push(reveal);
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

/** Components rendered per keystroke on a page of the spec's size (median of three keys). */
export async function fanOutSession(
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
