import { join } from 'node:path';
import type { FieldModel, FormModel, Validator } from '@admit/engine';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../build/partner-dir.ts';
import { PASSWORD, confirmationCode, newEmail } from './helpers/accounts.ts';
import { contextOf, newSolverState, type SolverState } from './helpers/application-solver.ts';
import { openApp } from './helpers/browser.ts';
import { pngFile } from './helpers/documents.ts';
import { anchorOf, completePage, fieldOfProblem, type Filler } from './helpers/form-filler.ts';
import { setUpPartnerJourney } from './helpers/journey.ts';
import { answerByKeyboard, expectFocusShown, focusedControl, tabTo } from './helpers/keyboard.ts';
import { loadPartnerModel } from './helpers/partner-model.ts';
import { wcagViolations } from './helpers/screens.ts';

/**
 * The whole application with the keyboard alone, as an applicant who cannot use a mouse makes it:
 * sign-up, the code, every question type, add-another with Remove, tabs, an upload through the
 * file chooser, submit with problems, the PDF, submit and log out. Only page.keyboard acts; at each
 * step the focused control's role and name are checked, and at every Tab stop that focus shows.
 */
const PARTNER_DIR = join(REPO_ROOT, 'partner-config/examples/fernhollow-art');
const journey = setUpPartnerJourney(PARTNER_DIR);
let model: FormModel;
let validate: Validator;
const state: SolverState = newSolverState();

beforeAll(async () => {
  ({ model, validate } = await loadPartnerModel(PARTNER_DIR));
});

const expectFocus = async (page: Page, role: string, name: string | RegExp) => {
  await expect.poll(async () => (await focusedControl(page)).role).toBe(role);
  const focused = await focusedControl(page);
  if (typeof name === 'string') expect(focused.name).toBe(name);
  else expect(focused.name).toMatch(name);
};

const expectNoViolations = async (page: Page, screen: string) =>
  expect(await wcagViolations(page), screen).toEqual([]);

/** Upload through the file chooser, opened with Enter on the Upload File button. */
async function uploadByKeyboard(page: Page, field: FieldModel) {
  const file = pngFile(`${field.key.replaceAll('_', '-')}.png`);
  await tabTo(page, anchorOf(page, field.key).getByRole('button', { name: /Upload File/ }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
  await anchorOf(page, field.key).getByText(file.name).waitFor({ timeout: 90_000 });
}

/** Tab to a button by its name and press Enter. */
async function pressButton(page: Page, name: string | RegExp) {
  await tabTo(page, page.getByRole('button', { name, exact: typeof name === 'string' }));
  await expectFocus(page, 'button', name);
  await page.keyboard.press('Enter');
}

describe('keyboard only, the example partner', () => {
  it('signs up, fills every question type, uploads, submits and logs out with keys alone', async () => {
    const { page, problems } = await openApp(journey.browser, journey.server.url);
    // File choosers are intercepted from the start: turning interception on only as Enter is
    // pressed can race the dialog on a loaded machine.
    page.on('filechooser', () => {});
    const filler: Filler = {
      page,
      model,
      validate,
      state,
      upload: (field) => uploadByKeyboard(page, field),
      answer: (f, field) => answerByKeyboard(f, field),
    };
    const email = newEmail('keyboard');
    const [profile, practice, portfolio, signOff] = model.pages as [
      FormModel['pages'][0],
      FormModel['pages'][0],
      FormModel['pages'][0],
      FormModel['pages'][0],
    ];

    // Sign-up: Tab to each field, type, Enter on Submit.
    await page.goto('/signup');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await tabTo(page, page.getByLabel(/Email Address/));
    await expectFocus(page, 'textbox', /Email Address/);
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel(/^Password/));
    await expectFocus(page, 'textbox', /^Password/);
    await page.keyboard.type(PASSWORD);
    await pressButton(page, 'Submit');
    await page.waitForURL(/\/confirm$/);

    // The confirmation code.
    await tabTo(page, page.getByLabel(/Confirmation Code/));
    await expectFocus(page, 'textbox', /Confirmation Code/);
    await page.keyboard.type(await confirmationCode(journey.server.dataDir, email));
    await pressButton(page, 'Submit');
    await page.waitForURL(/\/login$/);

    // Log in.
    await tabTo(page, page.getByLabel(/Email Address/));
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel(/^Password/));
    await page.keyboard.type(PASSWORD);
    await pressButton(page, 'Submit');
    await page.waitForURL(new RegExp(`${profile.path}$`));
    await page.getByRole('heading', { level: 1, name: profile.title }).waitFor();

    // Profile: text, a date typed digit by digit, radios with arrows, selects, a lookup.
    await completePage(filler, profile.id);
    await expectNoViolations(page, 'profile, filled by keyboard');
    await pressButton(page, 'Save and Continue');
    await page.waitForURL(new RegExp(`${practice.path}$`));
    // After a page change focus is on the new page's heading.
    await expectFocus(page, 'heading', practice.title);

    // Practice: check boxes, a dependent select, a school, and add-another with Remove.
    await completePage(filler, practice.id);
    const group = model.addAnother.find((a) => a.pageId === practice.id)!;
    await pressButton(page, 'Add Another Course');
    await expectFocus(page, 'heading', 'Course 2');
    await expect
      .poll(() => anchorOf(page, group.buttonId).getByRole('status').textContent())
      .toBe('Course 2 added');
    await expectNoViolations(page, 'practice, a course added');
    await pressButton(page, 'Remove Course 2');
    await expectFocus(page, 'heading', 'Course 1');
    await expect
      .poll(() => anchorOf(page, group.buttonId).getByRole('status').textContent())
      .toBe('Course 2 removed');
    await expect
      .poll(async () => (await page.request.get('/api/add-another')).json())
      .toEqual({
        [group.buttonId]: 1,
      });
    await pressButton(page, 'Save and Continue');
    await page.waitForURL(new RegExp(`${portfolio.path}$`));

    // Portfolio: tabs with the arrow keys (ARIA tabs pattern), then the upload by file chooser.
    const tabs = model.tabs.find((t) => t.pageId === portfolio.id)!;
    const tablist = anchorOf(page, tabs.tabId).getByRole('tablist');
    await tabTo(page, tablist);
    const first = await focusedControl(page);
    expect(first.role).toBe('tab');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await focusedControl(page)).name).not.toBe(first.name);
    await expectFocusShown(page);
    await page.keyboard.press('ArrowLeft');
    await expectFocus(page, 'tab', first.name);
    await completePage(filler, portfolio.id);
    await pressButton(page, 'Save and Continue');
    await page.waitForURL(new RegExp(`${signOff.path}$`));

    // Submit with problems: focus goes to the error summary; a link there leads to the field.
    await pressButton(page, 'Submit');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('error-summary');
    await expectNoViolations(page, 'the error summary');
    const problem = validate(contextOf(state)).problems.find((p) => p.pageId === signOff.id)!;
    const link = page.locator('#error-summary').getByRole('link').first();
    await tabTo(page, link);
    await expectFocus(page, 'link', /./);
    await page.keyboard.press('Enter');
    const target = fieldOfProblem(model, problem.key);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''))
      .toMatch(new RegExp(`^${target.key}-`));
    await expectFocusShown(page);

    await completePage(filler, signOff.id);
    expect(validate(contextOf(state)).problems).toEqual([]);
    await pressButton(page, 'Submit');
    await page.waitForURL(/\/completion$/);
    await page.getByText('Your application was successfully submitted.').waitFor();

    // The application PDF, downloaded with Enter.
    const downloading = page.waitForEvent('download', { timeout: 90_000 });
    await pressButton(page, 'Download a PDF of your application');
    expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);

    // Log out from the account dialog.
    await pressButton(page, 'Account');
    const dialog = page.getByRole('dialog', { name: 'Account' });
    await dialog.waitFor();
    // Scanned once it has faded in (mid-fade its text is nearly white on white).
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await expectNoViolations(page, 'the account dialog');
    await tabTo(page, dialog.getByRole('button', { name: 'Log Out' }));
    await expectFocus(page, 'button', 'Log Out');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await page.request.get('/api/profile')).status()).toBe(401);
    expect(problems).toEqual([]);
  });
});
