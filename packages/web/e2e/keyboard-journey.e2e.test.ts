import { join } from 'node:path';
import type { FieldModel, FormModel, PageModel, Validator, ViewNode } from '@admit/engine';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../build/partner-dir.ts';
import { PASSWORD, confirmationCode, newEmail } from './helpers/accounts.ts';
import { contextOf, newSolverState, type SolverState } from './helpers/application-solver.ts';
import { openApp } from './helpers/browser.ts';
import { pngFile } from './helpers/documents.ts';
import { anchorOf, completePage, type Filler } from './helpers/form-filler.ts';
import { setUpJourney, setUpPartnerJourney, type Journey } from './helpers/journey.ts';
import { answerByKeyboard, expectFocusShown, focusedControl, tabTo } from './helpers/keyboard.ts';
import { loadPartnerModel } from './helpers/partner-model.ts';
import { idProblems, settled, wcagViolations } from './helpers/screens.ts';

/**
 * The whole application with the keyboard alone, as an applicant who cannot use a mouse makes it:
 * sign-up, the code, every question type, add-another with Remove, tabs, an upload through the
 * file chooser, submit with problems, the PDF, submit and log out. Only page.keyboard acts; at each
 * step the focused control's role and name are checked, and at every Tab stop that focus shows.
 */
const partners: [string, string, () => Journey][] = [
  ['the bundled partner', join(REPO_ROOT, 'partner-config'), () => setUpJourney()],
  [
    'the example partner',
    join(REPO_ROOT, 'partner-config/examples/fernhollow-art'),
    () => setUpPartnerJourney(join(REPO_ROOT, 'partner-config/examples/fernhollow-art')),
  ],
];

/** The members of the views this journey reads (add-another groups, tab sets, and those holding other views). */
type View = ViewNode & {
  buttonId?: string;
  label?: string;
  buttonText?: string;
  tabId?: string;
  tabs?: { children: View[] }[];
  children?: View[];
  blocks?: View[][];
  before?: View[];
  after?: View[];
  contentByValue?: Record<string, View[]>;
};

/** Every node of a page's tree, containers' children included. */
function* nodesOf(nodes: readonly View[]): Generator<View> {
  for (const node of nodes) {
    yield node;
    if (node.type === 'group') yield* nodesOf(node.children!);
    if (node.type === 'addAnother') yield* nodesOf(node.blocks!.flat());
    if (node.type === 'tabs') yield* nodesOf(node.tabs!.flatMap((t) => t.children));
    if (node.type === 'confirm') yield* nodesOf([...node.before!, ...node.after!]);
    if (node.type === 'field') yield* nodesOf(Object.values(node.contentByValue ?? {}).flat());
  }
}

const nodesOfPage = (page: PageModel) => [...nodesOf(page.sections.flatMap((s) => s.children))];

const expectFocus = async (page: Page, role: string, name: string | RegExp) => {
  await expect.poll(async () => (await focusedControl(page)).role).toBe(role);
  const focused = await focusedControl(page);
  if (typeof name === 'string') expect(focused.name).toBe(name);
  else expect(focused.name).toMatch(name);
};

const expectNoViolations = async (page: Page, screen: string) => {
  await settled(page);
  expect(await idProblems(page), screen).toEqual({ repeated: [], dangling: [] });
  expect(await wcagViolations(page), screen).toEqual([]);
};

/** Upload through the file chooser, opened with Enter on the Upload File button. */
async function uploadByKeyboard(page: Page, field: FieldModel) {
  const file = pngFile(`${field.key.replaceAll('_', '-')}.png`);
  await tabTo(page, anchorOf(page, field.key).getByRole('button', { name: /Upload File/ }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
  await anchorOf(page, field.key).getByText(file.name).waitFor({ timeout: 90_000 });
  // The Upload File button is gone: focus is on the new file's Delete button, not the page.
  await expectFocus(page, 'button', `Delete ${file.name}`);
  await expectFocusShown(page);
}

/** Tab to a button by its name and press Enter. */
async function pressButton(page: Page, name: string | RegExp) {
  await tabTo(page, page.getByRole('button', { name, exact: typeof name === 'string' }));
  await expectFocus(page, 'button', name);
  await page.keyboard.press('Enter');
}

/**
 * Add Another and Remove on every add-another group the page shows: focus goes to the new entry's
 * heading, then back to the previous one, and both are announced; the saved count goes back.
 */
async function addAndRemove(page: Page, formPage: PageModel) {
  for (const node of nodesOfPage(formPage)) {
    if (node.type !== 'addAnother' || !node.label) continue;
    const anchor = anchorOf(page, node.buttonId!);
    if ((await anchor.count()) === 0) continue;
    const entry = (n: number) => node.label!.replace('{n}', String(n));
    await pressButton(page, node.buttonText!);
    await expectFocus(page, 'heading', entry(2));
    await expect.poll(() => anchor.getByRole('status').textContent()).toBe(`${entry(2)} added`);
    await expectNoViolations(page, `${formPage.id}, ${entry(2)} added`);
    await pressButton(page, `Remove ${entry(2)}`);
    await expectFocus(page, 'heading', entry(1));
    await expect.poll(() => anchor.getByRole('status').textContent()).toBe(`${entry(2)} removed`);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/add-another')).json()) as Record<string, number>)[
            node.buttonId!
          ],
      )
      .toBe(1);
  }
}

/** The ARIA tabs pattern on every tab group the page shows: arrows move between the tabs. */
async function arrowThroughTabs(page: Page, formPage: PageModel) {
  for (const node of nodesOfPage(formPage)) {
    if (node.type !== 'tabs') continue;
    const tablist = anchorOf(page, node.tabId!).getByRole('tablist');
    if ((await tablist.count()) === 0) continue;
    await tabTo(page, tablist);
    const first = await focusedControl(page);
    expect(first.role).toBe('tab');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await focusedControl(page)).name).not.toBe(first.name);
    await expectFocusShown(page);
    await page.keyboard.press('ArrowLeft');
    await expectFocus(page, 'tab', first.name);
  }
}

describe.each(partners)('keyboard only, %s', (_name, dir, setUp) => {
  const journey = setUp();
  let model: FormModel;
  let validate: Validator;
  const state: SolverState = newSolverState();
  beforeAll(async () => {
    ({ model, validate } = await loadPartnerModel(dir));
  });

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
    const pages = model.pages;
    const lastPage = pages.at(-1)!;

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
    await page.waitForURL(new RegExp(`${pages[0]!.path}$`));
    await page.getByRole('heading', { level: 1, name: pages[0]!.title }).waitFor();

    // Every page but the last: its questions by keyboard, add-another, tabs, Save and Continue;
    // focus then lands on the next page's heading.
    for (const [index, formPage] of pages.slice(0, -1).entries()) {
      await completePage(filler, formPage.id);
      await addAndRemove(page, formPage);
      await arrowThroughTabs(page, formPage);
      await expectNoViolations(page, `${formPage.id}, filled by keyboard`);
      await pressButton(page, 'Save and Continue');
      const next = pages[index + 1]!;
      await page.waitForURL(new RegExp(`${next.path}$`));
      await expectFocus(page, 'heading', next.title);
    }

    // The last page, submitted with problems: focus goes to the error summary, and a link there
    // moves focus to its field.
    await arrowThroughTabs(page, lastPage);
    await pressButton(page, 'Submit');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('error-summary');
    await expectNoViolations(page, 'the error summary');
    const link = page.locator('#error-summary').getByRole('link').first();
    const key = decodeURIComponent((await link.getAttribute('href'))!.split('#')[1]!);
    await tabTo(page, link);
    await expectFocus(page, 'link', /./);
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        anchorOf(page, key).evaluate(
          (el) =>
            el.contains(document.activeElement) ||
            document.activeElement!.id.startsWith(`${el.id}-`),
        ),
      )
      .toBe(true);
    await expectFocusShown(page);

    await completePage(filler, lastPage.id);
    await addAndRemove(page, lastPage);
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
