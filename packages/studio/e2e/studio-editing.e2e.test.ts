import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openApp } from '../../web/e2e/helpers/browser.ts';
import { NODE_TYPE_NAMES } from '../src/model/node-templates.ts';
import { startStudio, type Studio } from '../src/server/start-studio.ts';
import { copyOfBundledPartner } from '../tests/helpers.ts';
import { lintClean, serious } from './helpers/studio-page.ts';

/**
 * An author edits in the studio: moves questions with the keyboard, edits every node in a form,
 * and saves over a folder changed on disk.
 */
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
const editor = (page: Page) => page.getByRole('region', { name: 'Selected item' });

/** What rjsf shows for a schema it cannot render. */
const UNSUPPORTED = /Unsupported field schema|Unknown field type/;

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

  it("edits a text question's kind of input with a select: a date question", async () => {
    const { page, problems } = await openStudio();
    await tree(page).locator('[data-address="pages/about.json#/sections/0/children/1"]').click();
    const form = editor(page);
    await form.getByRole('textbox', { name: /^label/ }).waitFor();
    expect(await form.innerText()).not.toMatch(UNSUPPORTED);

    await form.getByRole('combobox', { name: /^inputType/ }).click();
    await page.getByRole('option', { name: 'date', exact: true }).click();
    // The menu closes (a click while it fades would land on its backdrop) and config-lint has
    // said what a date middle name breaks (its message moves the form down) before the next click.
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByText(/is a date question; a name must be/).waitFor();
    const preview = page.getByTestId('preview');
    await expect.poll(() => preview.getByLabel('Middle Name').getAttribute('type')).toBe('date');
    await form.getByRole('combobox', { name: /^category/ }).click();
    const choices = page.getByRole('listbox');
    await choices.getByRole('option', { name: 'ssn', exact: true }).waitFor();
    expect(await choices.getByRole('option').allInnerTexts()).toEqual(
      expect.arrayContaining(['password', 'ssn']),
    );
    await page.keyboard.press('Escape');
    await choices.waitFor({ state: 'detached' });

    expect(await serious(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('after a save refused by a change on disk, reloads the folder and re-applies the edits that do not clash', async () => {
    const { page, problems } = await openStudio();
    const node = (index: number) =>
      tree(page).locator(`[data-address="pages/about.json#/sections/0/children/${index}"]`);
    const label = editor(page).getByRole('textbox', { name: /^label/ });
    await node(1).click();
    await label.fill('Middle Name (studio)');
    await node(2).click();
    await label.fill('Surname (studio)');
    await lintClean(page);

    // Meanwhile another editor renames the last name on disk.
    const file = join(dir, 'pages/about.json');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('"label": "Last Name",', '"label": "Family Name",'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: 'pages/about.json changed on disk' }).waitFor();

    await alert.getByRole('button', { name: 'Reload and re-apply my edits' }).click();
    await alert
      .filter({ hasText: 'Reloaded the folder from disk and re-applied 1 edit.' })
      .waitFor();
    expect(await alert.innerText()).toContain('label of "Last Name" (text) in pages/about.json');
    expect(await node(1).innerText()).toMatch(/^Middle Name \(studio\)/);
    expect(await node(2).innerText()).toMatch(/^Family Name/);
    expect(await serious(page)).toEqual([]);

    await lintClean(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await alert.filter({ hasText: 'Saved: pages/about.json.' }).waitFor();
    const saved = await readFile(file, 'utf8');
    expect(saved).toContain('"label": "Middle Name (studio)"');
    expect(saved).toContain('"label": "Family Name"');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // Sixteen nodes added and shown: a few seconds each on a loaded machine.
  it('shows a form without raw schema errors for a node of every type, a section and a page', async () => {
    const { page, problems } = await openStudio();
    await tree(page).getByRole('button', { name: 'Personal Information', exact: true }).click();
    expect(await editor(page).innerText()).not.toMatch(UNSUPPORTED);
    await tree(page).getByRole('button', { name: 'About You', exact: true }).click();
    expect(await editor(page).innerText()).not.toMatch(UNSUPPORTED);
    // On a page of their own, so the preview beside them stays small.
    await page.getByRole('button', { name: 'Add page' }).click();
    const section = tree(page).getByRole('button', { name: 'New section', exact: true });
    for (const [type, name] of Object.entries(NODE_TYPE_NAMES)) {
      await section.click();
      await page.getByRole('combobox', { name: 'New node type' }).click();
      await page.getByRole('option', { name, exact: true }).click();
      await page.getByRole('button', { name: 'Add node' }).click();
      await expect
        .poll(() => tree(page).locator('[aria-current="true"]').innerText())
        .toContain(`· ${type}`);
      expect(await editor(page).innerText(), type).not.toMatch(UNSUPPORTED);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  }, 480_000);
});
