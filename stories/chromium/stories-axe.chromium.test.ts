import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WCAG_TAGS } from '../support/wcag-tags.ts';
import { readStoryIndex, serveStorybook } from './storybook-static.ts';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let browser: Browser;
let page: Page;
let server: Awaited<ReturnType<typeof serveStorybook>>;

beforeAll(async () => {
  server = await serveStorybook();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

let opened = false;

/** Loads the preview iframe on a story and waits until Storybook has rendered it. */
async function loadStory(id: string): Promise<void> {
  await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  await page.waitForFunction(
    () => {
      const body = document.body.classList;
      return body.contains('sb-show-main') || body.contains('sb-show-errordisplay');
    },
    undefined,
    { timeout: 60_000 },
  );
  const error = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'the story failed')
      : undefined,
  );
  expect(error).toBeUndefined();
  // Lazy parts (the markdown parser, fonts) settle before the scan.
  await page.waitForLoadState('networkidle');
  opened = true;
}

/** How long a switch through the channel may take before the story is loaded afresh instead. */
const SWITCH_TIMEOUT_MS = 20_000;

/**
 * Switches the loaded iframe to another story through Storybook's channel (as Storybook's own
 * test runner does; the story before is unmounted): undefined once it rendered and ran its play
 * function, otherwise why not (an error event, or no answer within SWITCH_TIMEOUT_MS: on a busy
 * machine an event can go missing, and a fresh load then decides).
 */
function switchToStory(id: string): Promise<string | undefined> {
  return page.evaluate(
    ([storyId, timeoutMs]) =>
      new Promise<string | undefined>((resolve) => {
        type Listener = (payload: unknown) => void;
        type Channel = {
          on(event: string, listener: Listener): void;
          off(event: string, listener: Listener): void;
          emit(event: string, payload: unknown): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return resolve('no channel');
        const events = [
          'storyRendered',
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
        ];
        const finish = (outcome: string | undefined) => {
          clearTimeout(timer);
          for (const [name, listener] of listeners) channel.off(name, listener);
          resolve(outcome);
        };
        const listeners = events.map((event): [string, Listener] => [
          event,
          () => finish(event === 'storyRendered' ? undefined : event),
        ]);
        const timer = setTimeout(() => finish('timeout'), timeoutMs);
        for (const [event, listener] of listeners) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    [id, SWITCH_TIMEOUT_MS] as const,
  );
}

/**
 * Shows a story and waits until it is rendered and its play function has run. The iframe is
 * loaded once and switched from story to story; a story that does not switch cleanly (one
 * before it navigated away, or its play function depends on a fresh page) is loaded afresh, and
 * only a failure there fails the test.
 */
async function openStory(id: string): Promise<void> {
  const switched = opened ? await switchToStory(id).catch(() => 'navigated') : 'first';
  if (switched !== undefined) await loadStory(id);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A menu or dialog that opens fades in: axe measures colours as they end, not half-way (on a
  // busy machine the check can come mid-transition). Each finite animation jumps to its end
  // rather than being waited for (a paused or starved one would never finish); endless ones (a
  // spinner) are left running.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) continue;
      try {
        animation.finish();
      } catch {
        // A zero playback rate cannot finish; it stays as it is.
      }
    }
  });
}

/** axe in the page with the WCAG A and AA rules, every impact, the whole document (portals too). */
async function axeViolations(): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> };
    };
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations;
  }, WCAG_TAGS);
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

const stories = readStoryIndex();

describe('every story in Chromium', () => {
  it('finds the stories of the build', () => {
    expect(stories.length).toBeGreaterThan(100);
  });

  it.each(stories.map((s) => [`${s.title} / ${s.name}`, s.id] as const))(
    '%s has no WCAG A or AA violation',
    async (_, id) => {
      await openStory(id);
      expect(await axeViolations()).toEqual([]);
    },
  );
});
