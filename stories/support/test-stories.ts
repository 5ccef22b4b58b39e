import { composeStories, type composeStory } from '@storybook/react-vite';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';

/** A stories module as import.meta.glob gives it. */
export type StoriesModule = Parameters<typeof composeStories>[0];

/**
 * The serious and critical axe violations of the whole document: dialogs, menus and toasts render
 * in portals outside a story's canvas. jsdom computes no layout, so colour contrast is not checked.
 */
export async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * One test per story (portable stories): the story renders with the project's decorators, its
 * play function runs (and with it the story's own assertions), and axe finds no serious or
 * critical violation in the document.
 */
export function testStories(modules: Record<string, StoriesModule>): void {
  let canvasElement: HTMLElement | undefined;
  afterEach(() => canvasElement?.remove());
  for (const [file, module] of Object.entries(modules)) {
    describe(file, () => {
      const stories = composeStories(module) as Record<string, ReturnType<typeof composeStory>>;
      for (const [name, Story] of Object.entries(stories)) {
        it(`${name} renders and has no serious accessibility violations`, async () => {
          canvasElement = document.body.appendChild(document.createElement('div'));
          await Story.run({ canvasElement });
          // Something was rendered: in the canvas, or in a portal beside it.
          const portals = document.body.childElementCount - 1;
          expect(canvasElement.childElementCount + portals).toBeGreaterThan(0);
          expect(await seriousViolations()).toEqual([]);
        });
      }
    });
  }
}
