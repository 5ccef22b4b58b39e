/*
 * The in-page half of the browser benchmark, shared by the three bench apps (Admit, rjsf, JSON
 * Forms). It loads the bench page's spec, records Event Timing entries, input-to-next-paint and
 * long tasks, and exposes `window.bench` for the Playwright runner. No React here: each app brings
 * its own React, and this file must not pull one in.
 */
import type { BenchSpec } from '../../scripts/bench/bench-spec.ts';
import type { AppAdapter, BenchWindow } from '../../scripts/bench/bench-window.ts';

export type { AppAdapter, BenchWindow };

declare global {
  interface Window {
    bench: BenchWindow;
  }
}

/** Calls `done` in a task after the current frame (called from requestAnimationFrame: after its paint). */
function afterNextFrame(done: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => done();
  channel.port2.postMessage(undefined);
}

/** Calls `done` after the next frame has been presented (requestAnimationFrame, then a task). */
export function afterNextPaint(done: () => void): void {
  requestAnimationFrame(() => afterNextFrame(done));
}

/** Whether the page's Content Security Policy stops run-time code generation (ajv's compile). */
function evalBlocked(): boolean {
  try {
    new Function('return 0')();
    return false;
  } catch {
    return true;
  }
}

/** The spec named by the page's query (`?size=full&state=open`). */
export async function loadSpec(): Promise<{ spec: BenchSpec; closed: boolean }> {
  const query = new URLSearchParams(location.search);
  const response = await fetch(`../spec/${query.get('size') ?? 'full'}.json`);
  if (!response.ok) throw new Error(`No bench spec: ${response.status}`);
  return { spec: (await response.json()) as BenchSpec, closed: query.get('state') === 'closed' };
}

/**
 * Starts recording. Call `ready` from the app's first effect and `changed` whenever the form's
 * answers change (its onChange or store subscription).
 */
export function startHarness(
  app: string,
  spec: BenchSpec,
  adapter: AppAdapter,
): { ready: () => void; changed: () => void } {
  const started = performance.now();
  const bench: BenchWindow = {
    app,
    spec,
    adapter,
    evalBlocked: evalBlocked(),
    events: [],
    paints: [],
    longTasks: [],
    // Rendered and displayed: some renderers keep hidden controls in the DOM with display: none.
    // (checkVisibility, not layout boxes: a page may skip laying out what is off screen.)
    shownKeys: () => spec.peer.keys.filter((key) => adapter.field(key)?.checkVisibility()),
    reset() {
      bench.events.length = 0;
      bench.paints.length = 0;
      bench.longTasks.length = 0;
      bench.changedAt = bench.lastKeyAt = bench.lastClickAt = bench.revealPaintMs = undefined;
    },
    watchReveal(keys) {
      // Checked before each frame's paint: when all are shown there, that frame paints them (or,
      // off screen, would: a page may skip rendering what is out of view, so this asks whether
      // each is in the DOM and displayed, not for its layout).
      const check = () => {
        const elements = keys.map((key) => adapter.field(key));
        if (elements.every((element) => element?.checkVisibility()))
          afterNextFrame(() => {
            bench.revealPaintMs = performance.now() - (bench.lastClickAt ?? NaN);
          });
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
  };
  window.bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[])
      bench.events.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        duration: e.duration,
      });
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      bench.longTasks.push({ startTime: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask' });
  for (const type of ['keydown', 'click'])
    document.addEventListener(
      type,
      (event) => {
        const t0 = event.timeStamp;
        if (type === 'keydown') bench.lastKeyAt = t0;
        else bench.lastClickAt = t0;
        afterNextPaint(() => bench.paints.push({ type, ms: performance.now() - t0 }));
      },
      { capture: true },
    );
  // Rendered means every question the page opens with is displayed: an app may paint the top of
  // a long page first and the rest in later frames. (The keystroke floor shows its one field.)
  const expected =
    app === 'baseline'
      ? 1
      : new URLSearchParams(location.search).get('state') === 'closed'
        ? (spec.toggle?.closedFields ?? spec.fields)
        : spec.fields;
  const whenRendered = () => {
    if (bench.shownKeys().length >= expected)
      afterNextFrame(() => {
        bench.readyAt = performance.now();
        bench.firstRenderMs = bench.readyAt - started;
      });
    else requestAnimationFrame(whenRendered);
  };
  return {
    ready: () => requestAnimationFrame(whenRendered),
    changed: () => afterNextPaint(() => void (bench.changedAt = performance.now())),
  };
}
