import { composeStories, type composeStory } from '@storybook/react-vite';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { WCAG_TAGS } from './wcag-tags.ts';

/** A stories module as import.meta.glob gives it. */
export type StoriesModule = Parameters<typeof composeStories>[0];

/**
 * The axe violations (of any impact) of the whole document under the WCAG A and AA rules: dialogs,
 * menus and toasts render in portals outside a story's canvas. jsdom computes no layout, so colour
 * contrast is not checked here (rules that need layout report nothing, or "incomplete").
 */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/**
 * One test per story (portable stories): the story renders with the project's decorators, its
 * play function runs (and with it the story's own assertions), and axe finds no violation of
 * the WCAG A and AA rules in the document.
 */
export function testStories(modules: Record<string, StoriesModule>): void {
  let canvasElement: HTMLElement | undefined;
  afterEach(() => canvasElement?.remove());
  for (const [file, module] of Object.entries(modules)) {
    describe(file, () => {
      const stories = composeStories(module) as Record<string, ReturnType<typeof composeStory>>;
      for (const [name, Story] of Object.entries(stories)) {
        it(`${name} renders and has no WCAG A or AA violations`, async () => {
          canvasElement = document.body.appendChild(document.createElement('div'));
          await Story.run({ canvasElement });
          // Something was rendered: in the canvas, or in a portal beside it.
          const portals = document.body.childElementCount - 1;
          expect(canvasElement.childElementCount + portals).toBeGreaterThan(0);
          expect(await axeViolations()).toEqual([]);
        });
      }
    });
  }
}
