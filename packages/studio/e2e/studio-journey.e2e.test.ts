import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  lintPartnerFolder,
  readPartnerFolder,
  readPartnerTexts,
  translationTemplate,
} from '@admit/config-lint';
import { MISSING_ITEMS_TITLE } from '@admit/engine';
import { ensureWebBuild } from '@admit/web/build';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openApp } from '../../web/e2e/helpers/browser.ts';
import { startTestServer } from '../../web/e2e/helpers/test-server.ts';
import { startStudio, type Studio } from '../src/server/start-studio.ts';
import { BUNDLED_PARTNER, copyOfBundledPartner } from '../tests/helpers.ts';
import { lintClean, removedLines, serious } from './helpers/studio-page.ts';

/**
 * An author adds a question to a page in the studio, gives it a condition on another answer and
 * saves; config-lint passes on the folder, and the applicant app built from it shows the question
 * only while the condition holds.
 */
let dir: string;
let studio: Studio;
let browser: Browser;
const webRoot = join(import.meta.dirname, '../../../dist/e2e/studio-journey');

beforeAll(async () => {
  dir = await copyOfBundledPartner();
  [studio, browser] = await Promise.all([startStudio({ dir, port: 0 }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await studio?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the config studio', () => {
  it('adds a conditional question, saves a folder config-lint passes, and the built app shows it only when the condition holds', async () => {
    const { page, problems } = await openApp(browser, studio.url);
    // No transitions: axe reads colours as they are, not half-way through a fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page
      .getByRole('heading', { level: 1, name: /Config studio/ })
      .waitFor({ timeout: 120_000 });
    await lintClean(page);
    expect(await serious(page)).toEqual([]);

    // Select the first section of the first page and add a text question at its end.
    const tree = page.getByRole('navigation', { name: 'Pages, sections and questions' });
    await tree.getByRole('button', { name: 'Personal Information', exact: true }).click();
    await page.getByRole('button', { name: 'Add node' }).click();
    const editor = page.getByRole('region', { name: 'Selected item' });
    const key = editor.getByRole('combobox', { name: /^key/ });
    const save = page.getByRole('button', { name: 'Save', exact: true });

    // A key config-lint rejects: the problem shows at the node, and Save is refused.
    await key.fill('Bad Key');
    await page
      .getByRole('status')
      .filter({ hasText: /config-lint: \d+ errors?/ })
      .waitFor();
    expect(await save.isDisabled()).toBe(true);
    await tree.getByRole('button', { name: /New question · text \(\d+ errors?\)/ }).waitFor();

    await key.fill('studio_nickname');
    await editor.getByRole('textbox', { name: /^label/ }).fill('Your studio nickname');

    // Alt+Up in the tree moves the question above the one before it.
    const names = () =>
      tree.locator('[data-address^="pages/about.json#/sections/0/children/"]').allInnerTexts();
    await lintClean(page);
    const before = await names();
    await tree.getByRole('button', { name: /^Your studio nickname/ }).press('Alt+ArrowUp');
    await expect.poll(names).toEqual([...before.slice(0, -2), before.at(-1), before.at(-2)]);

    // Show it only when the first name is "Studio".
    await editor.getByRole('button', { name: 'Add a condition' }).click();
    const rule = editor.getByRole('group', { name: 'Rule' });
    await rule.getByRole('combobox', { name: 'Answer key' }).fill('first_name');
    await rule.getByRole('textbox', { name: 'Target' }).fill('Studio');
    await lintClean(page);
    expect(await serious(page)).toEqual([]);

    // Undo takes the condition back (its edits are one step), redo brings it again.
    await page.getByRole('button', { name: 'Undo' }).click();
    await editor.getByRole('button', { name: 'Add a condition' }).waitFor();
    expect(await key.inputValue()).toBe('studio_nickname');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect
      .poll(() => rule.getByRole('textbox', { name: 'Target' }).inputValue())
      .toBe('Studio');
    // Redo re-runs config-lint: Save turns disabled, then enabled again. axe must read the page
    // after that, not while Save's colour is changing under it.
    await lintClean(page);

    // The preview switches between edit, validating (summary and errors) and staff print.
    const preview = page.getByTestId('preview');
    await page.getByRole('button', { name: 'Validating' }).click();
    await preview.getByRole('heading', { name: MISSING_ITEMS_TITLE }).waitFor();
    expect(await serious(page)).toEqual([]);
    await page.getByRole('button', { name: 'Staff print' }).click();
    await preview.locator('.admit-print-field').first().waitFor();
    expect(await preview.locator('input').count()).toBe(0);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await lintClean(page);

    // The preview shows the page; clicking a question there selects its node.
    await page.getByTestId('preview').getByLabel('Middle Name').click();
    await expect
      .poll(() => tree.locator('[aria-current="true"]').innerText())
      .toContain('Middle Name');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Saved:' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();

    // The folder on disk passes config-lint but for the new question's Spanish, which the studio
    // saved untranslated (the bundled partner offers Spanish), with the new key in the data model.
    const report = await lintPartnerFolder(dir);
    expect(report.errors.map((p) => `${p.rule} ${p.file} ${p.message}`)).toEqual([
      expect.stringMatching(
        /^translation-missing pages\/about\.json this text has no es translation/,
      ),
    ]);
    const [untranslated] = report.errors;
    const dataModel = JSON.parse(await readFile(join(dir, 'data-model.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(dataModel.studio_nickname).toEqual({ type: 'string' });
    const about = await readFile(join(dir, 'pages/about.json'), 'utf8');
    expect(about).toContain('"key": "studio_nickname"');
    // Only the two files the edit touched changed; in each, every line before stays as it was.
    const changed: string[] = [];
    for (const file of Object.keys((await readPartnerTexts(dir)).texts)) {
      const before = await readFile(join(BUNDLED_PARTNER, file), 'utf8');
      const after = await readFile(join(dir, file), 'utf8');
      if (before === after) continue;
      changed.push(file);
      expect(removedLines(before, after), file).toEqual([]);
    }
    expect(changed.sort()).toEqual(['data-model.json', 'pages/about.json']);

    // The author adds the Spanish in translations/es.json, as config-lint's template gives it.
    const template = translationTemplate((await readPartnerFolder(dir)).files, 'es');
    expect(Object.values(template)).toEqual(['Your studio nickname']);
    const es = JSON.parse(await readFile(join(dir, 'translations/es.json'), 'utf8')) as object;
    const [id] = Object.keys(template);
    await writeFile(
      join(dir, 'translations/es.json'),
      JSON.stringify({ ...es, [id!]: 'Su apodo en el estudio' }, null, 2),
    );
    expect((await lintPartnerFolder(dir)).errors).toEqual([]);
    expect(untranslated!.pointer).toMatch(/\/label$/);

    // The applicant app built from the folder shows the question only while the first name is "Studio".
    await ensureWebBuild(dir, () => {}, webRoot);
    const server = await startTestServer({ PARTNER_CONFIG: dir, WEB_ROOT: webRoot });
    try {
      const app = await openApp(browser, server.url);
      await app.page.goto('/about');
      // The applicant's own first name (not a parent's): its input's id starts with its key.
      const firstName = app.page.locator('input[id^="first_name-"]');
      await firstName.waitFor({ timeout: 60_000 });
      const question = app.page.getByRole('textbox', { name: /Your studio nickname/ });
      expect(await question.count()).toBe(0);
      await firstName.fill('Studio');
      await question.waitFor();
      await firstName.fill('Someone');
      await question.waitFor({ state: 'detached' });
      expect(app.problems).toEqual([]);
    } finally {
      await server.stop();
    }

    // The applicant's bundle holds none of the studio.
    const assets = join(webRoot, 'assets');
    for (const file of (await readdir(assets)).filter((f) => f.endsWith('.js'))) {
      const code = await readFile(join(assets, file), 'utf8');
      expect(code, file).not.toContain('Config studio');
      expect(code, file).not.toContain('ui:fieldReplacesAnyOrOneOf');
    }
  });
});
