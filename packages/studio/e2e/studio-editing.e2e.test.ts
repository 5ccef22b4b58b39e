import { rm } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openApp } from '../../web/e2e/helpers/browser.ts';
import { startStudio, type Studio } from '../src/server/start-studio.ts';
import { copyOfBundledPartner } from '../tests/helpers.ts';

/** An author edits in the studio: moves questions with the keyboard. */
let dir: string;
let studio: Studio;
let browser: Browser;

beforeAll(async () => {
  dir = await copyOfBundledPartner();
  [studio, browser] = await Promise.all([startStudio({ dir, port: 0 }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await studio?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The studio on a fresh page, once it has loaded the folder. */
async function openStudio(): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await openApp(browser, studio.url);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page
    .getByRole('heading', { level: 1, name: /Config studio/ })
    .waitFor({ timeout: 120_000 });
  return { page, problems };
}

const tree = (page: Page) =>
  page.getByRole('navigation', { name: 'Pages, sections and questions' });

describe('the config studio', () => {
  it('moves the selected question with Alt+Down and Alt+Up, focus following it', async () => {
    const { page, problems } = await openStudio();
    const names = () =>
      tree(page)
        .locator('[data-address^="pages/about.json#/sections/0/children/"]')
        .evaluateAll((buttons) => buttons.map((b) => b.textContent?.split(' · ')[0]));
    const before = await names();
    expect(before.slice(0, 3)).toEqual(['First Name', 'Middle Name', 'Last Name']);
    await tree(page).locator('[data-address="pages/about.json#/sections/0/children/0"]').click();

    // Keys go to whatever has focus, as the author's do.
    await page.keyboard.press('Alt+ArrowDown');
    await expect
      .poll(names)
      .toEqual(['Middle Name', 'First Name', 'Last Name', ...before.slice(3)]);
    await page.keyboard.press('Alt+ArrowDown');
    await expect
      .poll(names)
      .toEqual(['Middle Name', 'Last Name', 'First Name', ...before.slice(3)]);
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focused).toMatch(/^First Name · text/);
    expect(await tree(page).locator('[aria-current="true"]').innerText()).toMatch(/^First Name/);

    await page.keyboard.press('Alt+ArrowUp');
    await expect
      .poll(names)
      .toEqual(['Middle Name', 'First Name', 'Last Name', ...before.slice(3)]);
    await expect.poll(focused).toMatch(/^First Name · text/);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
