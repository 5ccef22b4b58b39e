import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { wcagViolations } from '../../../web/e2e/helpers/screens.ts';

/** Waits until config-lint has checked the latest change and found no error: Save is enabled. */
export async function lintClean(page: Page): Promise<void> {
  const status = page.getByRole('status').filter({ hasText: 'config-lint: no errors' });
  await status.waitFor({ timeout: 60_000 });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect.poll(() => save.isEnabled()).toBe(true);
}

/**
 * axe's serious and critical findings, once every running transition has ended (a colour
 * half-way through one is neither the old nor the new), each with the markup it is about.
 */
export async function serious(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  });
  return (await wcagViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${(n as { html?: string }).html ?? ''}`).join(', ')})`,
    );
}

/** Lines of `before` missing from `after`, in order: what a diff would show as removed or changed. */
export function removedLines(before: string, after: string): string[] {
  const rest = after.split('\n');
  let at = 0;
  return before.split('\n').filter((line) => {
    const found = rest.indexOf(line, at);
    if (found < 0) return true;
    at = found + 1;
    return false;
  });
}
