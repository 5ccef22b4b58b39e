import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FieldModel, FormModel, Validator } from '@admit/engine';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../build/partner-dir.ts';
import { PASSWORD, confirmationCode, logIn, newEmail } from './helpers/accounts.ts';
import { newSolverState, type SolverState } from './helpers/application-solver.ts';
import { openApp } from './helpers/browser.ts';
import { pngFile } from './helpers/documents.ts';
import { anchorOf, answerQuestion, completePage, type Filler } from './helpers/form-filler.ts';
import { setUpPartnerJourney } from './helpers/journey.ts';
import { loadPartnerModel } from './helpers/partner-model.ts';
import { checkScreen } from './helpers/screens.ts';

/**
 * The product's promise: a second institution is a folder, not a code change. Fernhollow shares no
 * answer key, route, option list, step count, theme or cookie prefix with the bundled partner.
 */
const PARTNER_DIR = join(REPO_ROOT, 'partner-config/examples/fernhollow-art');
const journey = setUpPartnerJourney(PARTNER_DIR);

/** Uploads a file to a question and waits until it is converted (its name shows). */
async function upload(page: Page, field: FieldModel) {
  const file = pngFile(`${field.key.replaceAll('_', '-')}.png`);
  await page.locator(`input[type=file][id^="${field.key}-"]`).setInputFiles(file);
  await anchorOf(page, field.key).getByText(file.name).waitFor({ timeout: 90_000 });
}

/** A banner's title as the app fills it: `{name}` is the applicant's name. */
const titled = (title: string, name: string) => title.replace('{name}', name);

/**
 * The whole journey in one of the partner's languages (`locale` is the browser's): a language the
 * product's own texts do not ship in (Vietnamese) is a folder change, its buttons in English.
 */
function fernhollowJourney(language: string, locale: string) {
  let config: Awaited<ReturnType<typeof loadPartnerModel>>['config'];
  let english: Awaited<ReturnType<typeof loadPartnerModel>>['config'];
  let model: FormModel;
  let validate: Validator;
  const email = newEmail(`fernhollow-${language}`);
  const state: SolverState = newSolverState();
  const fieldOf = (key: string) => model.fieldsByKey.get(key)!;

  beforeAll(async () => {
    ({ config, model, validate } = await loadPartnerModel(PARTNER_DIR, language));
    ({ config: english } = await loadPartnerModel(PARTNER_DIR));
  });

  it('signs up, confirms, fills its four pages with uploads, submits and is thanked by name', async () => {
    const { page, problems } = await openApp(journey.browser, journey.server.url, { locale });
    const [profile, practice, portfolio, signOff] = model.pages as [
      FormModel['pages'][0],
      FormModel['pages'][0],
      FormModel['pages'][0],
      FormModel['pages'][0],
    ];
    expect(model.pages.map((p) => p.path)).toEqual([
      '/profile',
      '/practice',
      '/portfolio',
      '/sign-off',
    ]);
    let uploads = 0;
    const filler: Filler = {
      page,
      model,
      validate,
      state,
      upload: (field) => {
        uploads++;
        return upload(page, field);
      },
    };

    // The default route is the partner's first page; the step navigation has its four steps.
    await page.goto('/');
    await page.waitForURL(/\/profile$/);
    await page.getByRole('heading', { level: 1, name: profile.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    const steps = page.getByRole('navigation', { name: 'Application steps' }).getByRole('link');
    await expect
      .poll(() => steps.allInnerTexts())
      .toEqual(model.pages.map((p) => `Step ${p.step}\n${p.title}`));
    await page.getByText(config.partner.banners.generic.title).waitFor();
    await checkScreen(page, `fernhollow-${language}-visitor`);

    // Sign up and confirm in the browser, with the code the outbox received.
    await page.goto('/signup');
    await page.getByLabel(/Email Address/).fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/confirm$/);
    await page
      .getByLabel(/Confirmation Code/)
      .fill(await confirmationCode(journey.server.dataDir, email));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/login$/);
    await logIn(page, email, PASSWORD, /\/profile$/);
    // The logged-in marker cookie carries the partner's own prefix.
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toContain(`${config.partner.sessionCookiePrefix}.loggedIn`);
    // No name answered yet: the first-login banner uses the partner's fallback.
    const fallback = config.partner.applicantName!.fallback!;
    await page
      .getByRole('region', { name: titled(config.partner.banners.firstLogin.title, fallback) })
      .waitFor();

    // Who You Are: the names the partner declares, then every other required question.
    await answerQuestion(filler, fieldOf('given_name'), 'Roberta');
    await answerQuestion(filler, fieldOf('family_name'), 'Okafor');
    await answerQuestion(filler, fieldOf('chosen_name'), 'Robin');
    await completePage(filler, profile.id);
    await checkScreen(page, `fernhollow-${language}-profile`);
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL(/\/practice$/);

    // Your Practice: a dependent select, a school block, a checkbox group and a second course.
    await completePage(filler, practice.id);
    // The add-another button's text, in the journey's language.
    const courses = config.pages
      .flatMap((p) => p.sections.flatMap((section) => section.children))
      .map((node) => node as { buttonId?: string; buttonText?: string })
      .find((node) => node.buttonId === 'courses');
    if (!courses?.buttonText) throw new Error('Fernhollow asks for its courses.');
    await anchorOf(page, 'courses').getByRole('button', { name: courses.buttonText }).click();
    state.addAnother.courses = 2;
    await completePage(filler, practice.id);
    await expect
      .poll(async () => (await page.request.get('/api/add-another')).json())
      .toEqual({ courses: 2 });
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL(/\/portfolio$/);

    // Portfolio: the file tab's upload and the reference letter the chosen route asks for.
    await completePage(filler, portfolio.id);
    expect(uploads).toBe(2);
    await checkScreen(page, `fernhollow-${language}-portfolio`);
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL(/\/sign-off$/);

    await completePage(filler, signOff.id);
    expect(
      validate({ answers: state.answers, addAnother: state.addAnother, tabs: state.tabs }).problems,
    ).toEqual([]);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL(/\/completion$/);
    await page.getByText('Your application was successfully submitted.').waitFor();
    // Thanked by the name the partner declares first: the chosen name.
    await page
      .getByRole('region', { name: titled(config.partner.banners.submitted.title, 'Robin') })
      .waitFor();
    await checkScreen(page, `fernhollow-${language}-completion`);

    // The application PDF names the applicant by the partner's full-name answers.
    const downloading = page.waitForEvent('download', { timeout: 90_000 });
    await page.getByRole('button', { name: 'Download a PDF of your application' }).click();
    const pdf = await readFile((await (await downloading).path())!);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(config.partner.applicationTitle);
    expect(flat).toContain('Applicant: Roberta Okafor');
    for (const p of model.pages) expect(flat).toContain(p.title);
    expect(flat).toContain(String(state.answers.artist_statement));
    expect(problems).toEqual([]);
  });

  it("gives staff a link to the partner's first page that shows the application read-only", async () => {
    const result = spawnSync('npm', ['run', '--silent', 'service-token', '--', email], {
      cwd: REPO_ROOT,
      env: journey.server.env,
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    const url = new URL(result.stdout.trim());
    expect(url.pathname).toBe('/profile');
    const { page, problems } = await openApp(journey.browser, journey.server.url);
    await page.goto(url.toString());
    await page.waitForURL(/\/profile\?service_token=/);
    // Staff read the partner's default language, whatever language the applicant used.
    await page.getByRole('heading', { level: 1, name: english.partner.applicationTitle }).waitFor();
    for (const p of english.pages)
      await page.getByRole('heading', { level: 2, name: `Step ${p.step}: ${p.title}` }).waitFor();
    await expect
      .poll(() => page.locator('input, textarea, select, button, [role=combobox]').count())
      .toBe(0);
    await page.getByText('Roberta', { exact: true }).waitFor();
    await page.getByText('Robin', { exact: true }).waitFor();
    await expect.poll(() => page.getByText(/Document attached for/).count()).toBe(2);
    await checkScreen(page, `fernhollow-${language}-staff-view`);

    // The staff read behind it: the application in the partner's own keys.
    const read = await page.request.get(
      `/service/tmp-pdf?service_token=${encodeURIComponent(url.searchParams.get('service_token')!)}`,
    );
    expect(read.ok()).toBe(true);
    const body = (await read.json()) as {
      answer: Record<string, unknown>;
      add_another: Record<string, number>;
      document_answer: Record<string, unknown>;
    };
    expect(body.answer).toMatchObject({
      given_name: 'Roberta',
      family_name: 'Okafor',
      chosen_name: 'Robin',
      portfolio_file: 'ANSWERED',
      reference_letter: 'ANSWERED',
    });
    expect(body.add_another).toEqual({ courses: 2 });
    expect(Object.keys(body.document_answer).sort()).toEqual([
      'portfolio_file',
      'reference_letter',
    ]);
    expect(problems).toEqual([]);
  });
}

describe('a second partner, Fernhollow, from its own folder', () => {
  fernhollowJourney('en', 'en-US');
});

describe('a second partner in a third language: Fernhollow in Vietnamese, a folder change', () => {
  fernhollowJourney('vi', 'vi-VN');
});
