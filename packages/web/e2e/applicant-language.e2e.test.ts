import { loadPartnerFolder } from '@admit/config-lint';
import type { PartnerConfig } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST } from '../build/build-stamp.ts';
import { FIRST_ROUTE_BUDGET_BYTES, gzippedSize } from '../build/first-route-size.ts';
import { partnerDirFromEnv } from '../build/partner-dir.ts';
import { createAccount, logIn, newEmail, PASSWORD } from './helpers/accounts.ts';
import { openApp } from './helpers/browser.ts';
import { inputOf } from './helpers/form-filler.ts';
import { setUpJourney, type Journey } from './helpers/journey.ts';
import { setUpPostgresJourney } from './helpers/postgres-journey.ts';
import { checkScreen } from './helpers/screens.ts';

let configs: Readonly<Record<string, PartnerConfig>>;

beforeAll(async () => {
  ({ configs } = await loadPartnerFolder(partnerDirFromEnv()));
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The first page's heading, in a language of the partner. */
const firstTitle = (language: string) => configs[language]!.pages[0]!.title;

/** The first page as the app compiles it (its path is the same in every language). */
const firstPage = () => compileFormModel(configs.en!).pages[0]!;

/** A text question of the first page that the app shows as a plain input. */
const firstTextKey = () =>
  firstPage().fields.find((f) => f.kind === 'text' && !('inputType' in f.node && f.node.inputType))!
    .key;

/** The JavaScript the page loaded, gzipped, as the browser's resource timing lists it. */
async function loadedScripts(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  const paths = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
  return paths.reduce((sum, path) => sum + gzippedSize(WEB_DIST, path), 0);
}

function languageJourney(journey: Journey) {
  it('follows Accept-Language, switches with the header link keeping what was typed, and keeps the choice for the account', async () => {
    expect(Object.keys(configs)).toEqual(['en', 'es']);
    // A first visit from a Spanish-speaking browser: the page is Spanish, whole.
    const visitor = await openApp(journey.browser, journey.server.url, { locale: 'es-MX' });
    const { page } = visitor;
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: firstTitle('es') }).waitFor();
    expect(await htmlLang(page)).toBe('es');
    await expect.poll(() => page.title()).toContain(firstTitle('es'));
    expect(await loadedScripts(page)).toBeLessThan(FIRST_ROUTE_BUDGET_BYTES);
    const english = page.getByRole('link', { name: 'English' });
    expect(await english.getAttribute('lang')).toBe('en');
    expect(await english.getAttribute('hreflang')).toBe('en');
    await checkScreen(page, 'language-es-about');

    // Typed, and the language changed at once: nothing typed is lost, the page stays.
    const key = firstTextKey();
    await inputOf(page, key).fill('Núñez Peña');
    await english.click();
    await page.getByRole('heading', { level: 1, name: firstTitle('en') }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(new URL(page.url()).pathname).toBe(firstPage().path);
    await expect.poll(() => inputOf(page, key).inputValue()).toBe('Núñez Peña');

    // Back to Spanish with the keyboard alone.
    await page.getByRole('link', { name: 'Español' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: firstTitle('es') }).waitFor();
    await expect.poll(() => inputOf(page, key).inputValue()).toBe('Núñez Peña');
    expect(visitor.problems).toEqual([]);

    // A legal section read in Spanish says, under its heading, that English governs.
    const spanish = configs.es!;
    const legal = spanish.pages.flatMap((p, index) =>
      p.sections.filter((s) => s.legal).map((s) => ({ page: index, title: s.title })),
    );
    expect(legal.length).toBeGreaterThan(0);
    const compiled = compileFormModel(spanish).pages;
    await page.goto(compiled[legal[0]!.page]!.path);
    const section = page.getByRole('region', { name: legal[0]!.title });
    await expect
      .poll(() => section.getByRole('note').textContent())
      .toBe(spanish.partner.translationNotice);
    await checkScreen(page, 'language-es-legal');

    // The visitor's choice becomes the account's: a login on a new device, whose browser asks
    // for English, opens the application in Spanish.
    const email = newEmail('language');
    // The confirmation mail is in Spanish too.
    await createAccount(page, journey.server.dataDir, email, 'su código de confirmación');
    await visitor.context.close();
    const device = await openApp(journey.browser, journey.server.url, { locale: 'en-US' });
    await device.page.goto('/login');
    expect(await htmlLang(device.page)).toBe('en');
    await logIn(device.page, email, PASSWORD, new RegExp(`${firstPage().path}$`));
    await device.page.getByRole('heading', { level: 1, name: firstTitle('es') }).waitFor();
    expect(await htmlLang(device.page)).toBe('es');
    expect(device.problems).toEqual([]);
    await device.context.close();
  });
}

describe('the applicant chooses the language, SQLite', () => {
  languageJourney(setUpJourney());
});

describe('the applicant chooses the language, PostgreSQL', () => {
  languageJourney(setUpPostgresJourney('e2e_language'));
});
