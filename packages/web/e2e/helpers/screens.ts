import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ARTIFACTS_DIR } from './artifacts.ts';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The widths every screen is checked at: a phone and a desktop. */
export const SCREEN_WIDTHS = [375, 1280] as const;
/** A tablet as well, for the long form pages. */
export const WITH_TABLET = [375, 768, 1280] as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The WCAG 2.2 AA rule sets axe runs on every screen (WCAG 2.0, 2.1 and 2.2, levels A and AA). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Runs axe-core in the page (evaluated through the DevTools protocol, so the page's CSP does not
 * apply) with the WCAG 2.2 AA rules only, and returns every violation, whatever its impact.
 */
export async function wcagViolations(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  return page.evaluate(
    async (tags) => {
      const axe = (
        window as unknown as {
          axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const result = await axe.run(document, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
      });
      return result.violations;
    },
    WCAG_AA_TAGS as unknown as string[],
  );
}

/** Ids used by more than one element, and `aria-*` id references that name no element. */
export const idProblems = (page: Page): Promise<{ repeated: string[]; dangling: string[] }> =>
  page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]'))
      counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    const references = [
      'aria-describedby',
      'aria-labelledby',
      'aria-controls',
      'aria-owns',
      'aria-activedescendant',
      'aria-errormessage',
      'aria-details',
    ];
    const dangling = [...document.querySelectorAll('*')].flatMap((element) =>
      references.flatMap((name) =>
        (element.getAttribute(name) ?? '')
          .split(/\s+/)
          .filter((id) => id && !document.getElementById(id))
          .map((id) => `${name}=${id}`),
      ),
    );
    return { repeated: [...counts].filter(([, n]) => n > 1).map(([id]) => id), dangling };
  });

const describe = (violations: AxeViolation[]) =>
  violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    )
    .join('\n');

/**
 * A screenshot of the whole page as a reader scrolling through it sees it. Sections off screen
 * skip rendering (content-visibility: auto) and a full-page capture does not scroll, so they are
 * rendered for the capture only.
 */
async function fullPageScreenshot(page: Page, path: string): Promise<void> {
  const style = await page.addStyleTag({
    content: '.admit-section { content-visibility: visible !important; }',
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  await page.screenshot({ path, fullPage: true });
  await style.evaluate((element) => (element as Element).remove());
  // Back to skipping off-screen sections: the layout moves again (a section's remembered size
  // for the rendered one), so the next check waits two frames for it, or a loaded machine reads
  // boxes mid-move (a button over a field that is not there any more).
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))),
      ),
  );
}

/**
 * Waits until no finite CSS transition or animation runs (a button fading in, a menu closing):
 * colours and ids read mid-transition are neither what the applicant ends up seeing nor stable
 * on a loaded machine. Endless ones (a progress spinner) are left to run.
 */
export const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    null,
    { polling: 50, timeout: 10_000 },
  );

/**
 * One screen: at 375 px and 1280 px (and any other width asked for), a full-page screenshot into
 * .e2e-artifacts/, no horizontal scrolling, no repeated id or unresolved aria reference, and an axe scan with the WCAG 2.2 AA rules and no
 * violation of any impact.
 */
export async function checkScreen(
  page: Page,
  name: string,
  widths: readonly number[] = SCREEN_WIDTHS,
): Promise<void> {
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    await fullPageScreenshot(page, join(ARTIFACTS_DIR, `${name}-${width}.png`));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await settled(page);
    expect(await idProblems(page), `${name}: repeated ids, unresolved references`).toEqual({
      repeated: [],
      dangling: [],
    });
    const violations = await wcagViolations(page);
    expect(violations, `${name} at ${width} px:\n${describe(violations)}`).toEqual([]);
  }
  await page.setViewportSize(before);
}
