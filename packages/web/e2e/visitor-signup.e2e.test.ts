import { describe, expect, it } from 'vitest';
import { PASSWORD, confirmationCode, logIn, newEmail } from './helpers/accounts.ts';
import { WEB_DIST } from '../build/build-stamp.ts';
import { FIRST_ROUTE_BUDGET_BYTES, gzippedSize } from '../build/first-route-size.ts';
import { appOrigin, openApp } from './helpers/browser.ts';
import { inputOf } from './helpers/form-filler.ts';
import { loadPartnerModel } from './helpers/partner-model.ts';
import { checkScreen } from './helpers/screens.ts';
import { setUpJourney } from './helpers/journey.ts';

const journey = setUpJourney();

describe('journey 1: a visitor fills About You, signs up, confirms and finds the answers', () => {
  it('keeps the answers through sign-up, confirmation and login', async () => {
    const { model, config } = await loadPartnerModel();
    const { partner } = config;
    const first = model.pages[0]!;
    // Two text questions of the first page, whatever the partner calls them.
    const texts = first.fields
      .filter((f) => f.kind === 'text' && !('inputType' in f.node && f.node.inputType))
      .slice(0, 2);
    const typed = texts.map((f, i) => ({ key: f.key, value: `Visitor answer ${i + 1}` }));
    const { page, problems } = await openApp(journey.browser, journey.server.url);
    await page.goto('/');
    await page.waitForURL(new RegExp(`${first.path}$`));
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: first.title }).count())
      .toBe(1);
    // What the browser really loaded for the first page stays within the budget too: the entry,
    // the chunks it preloads and every chunk the page imports as it renders (a lookup question's
    // search widget), as the browser's own resource timing lists them once the page has settled:
    // every section rendered and no lazy widget still loading (its stand-in is aria-busy).
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
    const loaded = scripts.reduce((sum, path) => sum + gzippedSize(WEB_DIST, path), 0);
    expect(loaded).toBeLessThan(FIRST_ROUTE_BUDGET_BYTES);
    await checkScreen(page, 'visitor-about');

    // The shell: account menu, Help and Privacy modals.
    await page.getByRole('button', { name: 'Account' }).click();
    const menu = page.getByRole('dialog', { name: 'Account' });
    await menu.getByRole('link', { name: 'Sign In' }).waitFor();
    await menu.getByRole('link', { name: 'Create Account' }).waitFor();
    await checkScreen(page, 'account-menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    for (const [button, title] of [
      ['Help', partner.helpModal.title],
      ['Privacy', partner.privacyModal.title],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await checkScreen(page, `${button.toLowerCase()}-modal`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    // An unknown path goes to the default route with its query string.
    await page.goto('/no-such-page?campaign=spring');
    await page.waitForURL(new RegExp(`${first.path}\\?campaign=spring$`));
    for (const { key, value } of typed) {
      await inputOf(page, key).fill(value);
      await expect.poll(() => inputOf(page, key).inputValue()).toBe(value);
    }

    // Saving sends a visitor with answers to sign-up, answers in hand.
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL(/\/signup$/);
    await checkScreen(page, 'signup');
    const email = newEmail('visitor');
    await page.getByLabel(/Email Address/).fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL(/\/confirm$/);
    await expect.poll(() => page.getByLabel(/Email Address/).inputValue()).toBe(email);
    await checkScreen(page, 'confirm');
    await page
      .getByLabel(/Confirmation Code/)
      .fill(await confirmationCode(journey.server.dataDir, email));
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL(/\/login$/);
    await expect(page.getByText('Your account has been confirmed. Please log in.')).toBeTruthy();
    await page.getByText('Your account has been confirmed. Please log in.').waitFor();
    await checkScreen(page, 'login');
    await logIn(page, email);
    const { answer } = (await (await page.request.get('/api/profile')).json()) as {
      answer: Record<string, unknown>;
    };
    for (const { key, value } of typed)
      expect(answer[key], 'the answer the server holds').toBe(value);
    for (const { key, value } of typed)
      await expect.poll(() => inputOf(page, key).inputValue()).toBe(value);
    await checkScreen(page, 'about-first-login');
    expect(problems).toEqual([]);
  });

  it('loads a saved answer set for a visitor from ?token=', async () => {
    const { model } = await loadPartnerModel();
    const field = model.pages[0]!.fields.find((f) => f.kind === 'text')!;
    const { page, problems } = await openApp(journey.browser, journey.server.url);
    const saved = await page.request.post('/public/tmp', {
      data: { answers: { [field.key]: 'Kept for later' } },
      headers: { origin: appOrigin(page) },
    });
    const { token } = (await saved.json()) as { token: string };
    await page.goto(`${model.pages[0]!.path}?token=${encodeURIComponent(token)}`);
    await expect.poll(() => inputOf(page, field.key).inputValue()).toBe('Kept for later');
    expect(problems).toEqual([]);
  });
});
