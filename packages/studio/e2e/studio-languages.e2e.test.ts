import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readPartnerTexts } from '@admit/config-lint';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openApp } from '../../web/e2e/helpers/browser.ts';
import { startStudio, type Studio } from '../src/server/start-studio.ts';
import { BUNDLED_PARTNER, copyOfBundledPartner } from '../tests/helpers.ts';
import { lintClean, removedLines, serious } from './helpers/studio-page.ts';

/**
 * An author translates in the studio: edits a question's texts in English and Spanish side by
 * side, finds the missing translations listed, previews the page in Spanish, undoes and redoes,
 * and saves: translations/es.json changes by exactly the entries edited.
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

const MIDDLE = 'pages/about.json#/sections/personal/children/middle_name/label';

describe('the config studio in every language', () => {
  it('edits a question in English and Spanish side by side, lists what is missing, previews Spanish and saves one line each', async () => {
    const { page, problems } = await openApp(browser, studio.url);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page
      .getByRole('heading', { level: 1, name: /Config studio/ })
      .waitFor({ timeout: 120_000 });
    const tree = page.getByRole('navigation', { name: 'Pages, sections and questions' });
    const node = (index: number) =>
      tree.locator(`[data-address="pages/about.json#/sections/0/children/${index}"]`);
    const texts = page.getByRole('region', { name: 'Texts in every language' });
    const label = texts.getByRole('group', { name: 'label' });
    const english = label.getByRole('textbox', { name: 'English' });
    const spanish = label.getByRole('textbox', { name: 'Español' });

    // The Middle Name question's label, in each language, marked with its language.
    await node(1).click();
    expect(await english.inputValue()).toBe('Middle Name');
    expect(await spanish.inputValue()).toBe('Segundo nombre');
    expect(await spanish.getAttribute('lang')).toBe('es');
    expect(await english.getAttribute('lang')).toBe('en');
    expect(await label.locator('label[lang="es"]').innerText()).toBe('Español');
    // The English field and the node's form edit one value.
    await english.fill('Middle Name or Initial');
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Selected item' })
          .getByRole('textbox', { name: /^label/ })
          .inputValue(),
      )
      .toBe('Middle Name or Initial');

    // Cleared, the Spanish is missing: said at the field and listed by language.
    await spanish.fill('');
    await label.getByText('Not translated yet: the applicant sees the English.').waitFor();
    const missing = page.getByRole('region', { name: 'Missing translations' });
    const summary = missing.getByText('Español: 1 text lacks a translation');
    await summary.waitFor();
    // The list selects the question holding the text (by keyboard too).
    await node(0).click();
    await summary.click();
    expect(await serious(page)).toEqual([]);
    await missing
      .getByRole('button', { name: '"Middle Name or Initial" (text) in pages/about.json: label' })
      .press('Enter');
    await expect
      .poll(() => tree.locator('[aria-current="true"]').innerText())
      .toMatch(/^Middle Name or Initial/);
    // The focus is on the missing Spanish: the author types it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('lang')))
      .toBe('es');
    await page.keyboard.type('Segundo nombre o inicial');
    expect(await spanish.inputValue()).toBe('Segundo nombre o inicial');
    await missing.waitFor({ state: 'detached' });

    // The preview in Spanish.
    const preview = page.getByTestId('preview');
    await page.getByLabel('Preview language').selectOption('es');
    await preview.getByLabel('Segundo nombre o inicial').waitFor();
    await preview.getByLabel('Nombre', { exact: true }).first().waitFor();
    expect(await preview.getAttribute('lang')).toBe('es');

    // A new question after it: its English and its Spanish, a new entry of translations/es.json.
    await page.getByRole('button', { name: 'Add node' }).click();
    await expect.poll(() => english.inputValue()).toBe('New question');
    expect(await spanish.inputValue()).toBe('');
    await english.fill('Nickname');
    await spanish.fill('Apodo');
    await preview.getByLabel('Apodo').waitFor();
    // Undo takes the Spanish back as one step, redo brings it again.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => spanish.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => spanish.inputValue()).toBe('Apodo');
    await lintClean(page);
    expect(await serious(page)).toEqual([]);

    // A question whose options are a named list links to the list's texts.
    await tree.getByRole('button', { name: /^Suffix · select/ }).click();
    await texts.getByRole('button', { name: /options\/suffixes\.json/ }).click();
    await texts
      .getByRole('group', { name: 'Jr. › label' })
      .getByRole('textbox', { name: 'Español' })
      .waitFor();
    expect(await serious(page)).toEqual([]);

    // Back in English: the staff print is always in English.
    await page.getByRole('button', { name: 'Staff print' }).click();
    await page.getByText('Staff print is in English, the language staff read.').waitFor();
    await page.getByLabel('Preview language').selectOption('en');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await preview.getByLabel('Nickname').waitFor();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Saved:' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();

    // translations/es.json: the Middle Name's line changed, the new question's line added after it.
    const file = 'translations/es.json';
    const before = await readFile(join(BUNDLED_PARTNER, file), 'utf8');
    const after = await readFile(join(dir, file), 'utf8');
    expect(removedLines(before, after)).toEqual([`  ${JSON.stringify(MIDDLE)}: "Segundo nombre",`]);
    const added = removedLines(after, before);
    expect(added).toEqual([
      `  ${JSON.stringify(MIDDLE)}: "Segundo nombre o inicial",`,
      expect.stringMatching(
        /^ {2}"pages\/about\.json#\/sections\/personal\/children\/new_question[^"]*\/label": "Apodo",$/,
      ),
    ]);
    const lines = after.split('\n');
    expect(lines.indexOf(added[1]!)).toBe(lines.indexOf(added[0]!) + 1);
    expect(lines).toHaveLength(before.split('\n').length + 1);
    // No other file but those the edits touched.
    const changed: string[] = [];
    for (const name of Object.keys((await readPartnerTexts(dir)).texts))
      if (
        (await readFile(join(BUNDLED_PARTNER, name), 'utf8')) !==
        (await readFile(join(dir, name), 'utf8'))
      )
        changed.push(name);
    expect(changed.sort()).toEqual(['data-model.json', 'pages/about.json', file]);
  });
});
