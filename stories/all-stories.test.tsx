import { composeStories, type composeStory } from '@storybook/react-vite';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * Portable stories: every story of every *.stories.tsx file is rendered (and its play function
 * run) in jsdom, then the whole document is checked with axe: no serious or critical violation.
 * The whole document, because dialogs, menus and toasts render in portals outside the story's
 * canvas. jsdom computes no layout, so colour contrast cannot be checked here.
 */
const modules = import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', {
  eager: true,
});

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

let canvasElement: HTMLElement;
afterEach(() => canvasElement.remove());

it('the accessibility check finds an unlabelled input', async () => {
  canvasElement = document.body.appendChild(document.createElement('div'));
  canvasElement.innerHTML = '<input type="text">';
  expect((await seriousViolations()).join()).toContain('label');
});

for (const [file, module] of Object.entries(modules)) {
  describe(file, () => {
    const stories = composeStories(module) as Record<string, ReturnType<typeof composeStory>>;
    for (const [name, Story] of Object.entries(stories)) {
      it(`${name} renders and has no serious accessibility violations`, async () => {
        canvasElement = document.body.appendChild(document.createElement('div'));
        await Story.run({ canvasElement });
        // Something was rendered: in the canvas, or in a portal beside it (dialogs, menus, toasts).
        const portals = document.body.childElementCount - 1;
        expect(canvasElement.childElementCount + portals).toBeGreaterThan(0);
        expect(await seriousViolations()).toEqual([]);
      });
    }
  });
}
