import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import {
  evaluateVisibility,
  missingItems,
  switchTab,
  type FieldModel,
  type FormModel,
  type Validator,
  type ViewNode,
} from '@admit/engine';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../build/partner-dir.ts';
import { createAccount, logIn, newEmail } from './helpers/accounts.ts';
import {
  contextOf,
  newSolverState,
  record,
  type SolverState,
} from './helpers/application-solver.ts';
import { openApp } from './helpers/browser.ts';
import { docxFile, pngFile, type UploadFile } from './helpers/documents.ts';
import {
  anchorOf,
  answerQuestion,
  completePage,
  inputOf,
  type Filler,
} from './helpers/form-filler.ts';
import { loadPartnerModel } from './helpers/partner-model.ts';
import { WITH_TABLET, checkScreen } from './helpers/screens.ts';
import { setUpJourney } from './helpers/journey.ts';
import { chooseSchool, type ChosenSchool } from './helpers/school-lookup.ts';

const journey = setUpJourney();
let model: FormModel;
let validate: Validator;
const email = newEmail('applicant');
const state: SolverState = newSolverState();
const DOCX_TEXT = 'Statement written for the end-to-end journey';
let school: ChosenSchool;

beforeAll(async () => {
  ({ model, validate } = await loadPartnerModel());
});

/** Uploads a file to a question and waits until it is converted (its name shows). */
async function upload(page: Page, field: FieldModel, file: UploadFile) {
  await page.locator(`input[type=file][id^="${field.key}-"]`).setInputFiles(file);
  await anchorOf(page, field.key).getByText(file.name).waitFor({ timeout: 90_000 });
}

/** A visible check box whose ticking shows a further document question, with that question. */
function documentOpener(pageId: string): { check: FieldModel; file: FieldModel } | undefined {
  const page = model.pages.find((p) => p.id === pageId)!;
  const shown = evaluateVisibility(model, contextOf(state), page.fields).visible;
  for (const check of page.fields) {
    if (check.kind !== 'check' || !shown.has(check.key) || state.answers[check.key] === true)
      continue;
    const answers = { ...state.answers, [check.key]: true };
    const after = evaluateVisibility(model, { ...contextOf(state), answers }, page.fields).visible;
    const file = page.fields.find(
      (f) => f.kind === 'file' && after.has(f.key) && !shown.has(f.key),
    );
    if (file) return { check, file };
  }
  return undefined;
}

/** The members of the views this journey reads (a tab set's, and those holding other views). */
type View = ViewNode & {
  tabId?: string;
  tabs?: { value: string; label: string; children: View[] }[];
  children?: View[];
  blocks?: View[][];
  before?: View[];
  after?: View[];
  contentByValue?: Record<string, View[]>;
};
type TabsView = View & { type: 'tabs'; tabId: string; tabs: NonNullable<View['tabs']> };

/** The tabs node of a tab group in a page's tree. */
function findNode(nodes: readonly View[], tabId: string): TabsView | undefined {
  for (const node of nodes) {
    if (node.type === 'tabs' && node.tabId === tabId) return node as TabsView;
    const children: View[] = [];
    if (node.type === 'group') children.push(...node.children!);
    if (node.type === 'addAnother') children.push(...node.blocks!.flat());
    if (node.type === 'tabs') children.push(...node.tabs!.flatMap((t) => t.children));
    if (node.type === 'confirm') children.push(...node.before!, ...node.after!);
    if (node.type === 'field') children.push(...Object.values(node.contentByValue ?? {}).flat());
    const found = findNode(children, tabId);
    if (found) return found;
  }
  return undefined;
}

const api = async (page: Page, path: string) => (await page.request.get(path)).json();

describe('journey 2: a full application, from the first page to the PDF and submit', () => {
  it('fills all pages, uploads a png and a docx, submits after fixing what the summary lists', async () => {
    const { page, problems } = await openApp(journey.browser, journey.server.url);
    const [about, education, finalSteps] = model.pages as [
      (typeof model.pages)[0],
      (typeof model.pages)[0],
      (typeof model.pages)[0],
    ];
    let uploads = 0;
    const filler: Filler = {
      page,
      model,
      validate,
      state,
      upload: (field) => {
        uploads++;
        return upload(page, field, pngFile('transcript.png'));
      },
    };
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(validations|last-page|web-status)$/.test(request.url()))
        calls.push(`${request.method()} ${new URL(request.url()).pathname} ${request.postData()}`);
    });
    await createAccount(page, journey.server.dataDir, email);
    await page.goto('/login');
    await logIn(page, email);
    await page.getByText(model.config.partner.banners.firstLogin.title).waitFor();

    // About You, except its first required question: the summary will ask for it later.
    const left = validate(contextOf(state)).problems.find((p) => p.pageId === about.id)!;
    await completePage(filler, about.id, new Set([left.key]));
    // An add-another block of this page: one more block, saved on the server.
    const group = model.addAnother.find((a) => a.pageId === about.id)!;
    await anchorOf(page, group.buttonId).getByRole('button').last().click();
    state.addAnother[group.buttonId] = 2;
    const secondBlockText = group.blockKeys[1]!.map((key) => model.fieldsByKey.get(key)!).find(
      (f) => f.kind === 'text',
    )!;
    await answerQuestion(filler, secondBlockText, 'Second block answer');
    await expect.poll(() => api(page, '/api/add-another')).toEqual({ [group.buttonId]: 2 });
    await checkScreen(page, 'about-filled', WITH_TABLET);

    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL(new RegExp(`${education.path}$`));
    // A high school chosen from the search list fills every part of the school block the record
    // has, the CEEB code included.
    school = await chooseSchool(filler, education.id);
    await completePage(filler, education.id);
    await checkScreen(page, 'education');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL(new RegExp(`${finalSteps.path}$`));

    // Final Steps walks into every conditional chain (a choice opens the most questions); its
    // first document question gets a png.
    await completePage(filler, finalSteps.id);
    expect(uploads).toBeGreaterThan(0);
    const opener = documentOpener(finalSteps.id);
    expect(opener, 'a check box that asks for a document').toBeDefined();
    await answerQuestion(filler, opener!.check);
    await upload(page, opener!.file, await docxFile('statement.docx', [DOCX_TEXT]));
    record(model, state, { [opener!.file.key]: 'ANSWERED' });
    await completePage(filler, finalSteps.id);

    // A tab group: leaving the document tab deletes its upload; the choice is saved.
    const tabs = model.tabs.find((t) => t.pageId === finalSteps.id);
    if (tabs) {
      // The chain the choices opened reaches the tab group.
      expect(await anchorOf(page, tabs.tabId).count()).toBe(1);
      const view = findNode(
        finalSteps.sections.flatMap((s) => s.children),
        tabs.tabId,
      )!;
      const other = view.tabs.find((t) => t.value !== tabs.defaultTab)!;
      const documents = await api(page, '/api/document-answer');
      await anchorOf(page, tabs.tabId).getByRole('tab', { name: other.label }).click();
      const switched = switchTab(
        model,
        { ...contextOf(state), documents },
        tabs.tabId,
        other.value,
        {
          conversionBusy: false,
        },
      );
      expect(switched.blocked).toBe(false);
      if (!switched.blocked) {
        Object.assign(state.tabs, switched.tabs);
        record(model, state, switched.clear);
      }
      await expect.poll(() => api(page, '/api/tabs')).toEqual({ [tabs.tabId]: other.value });
      const leftFiles = tabs.fileKeys[tabs.defaultTab] ?? [];
      await expect
        .poll(async () =>
          Object.keys(await api(page, '/api/document-answer')).filter((k) => leftFiles.includes(k)),
        )
        .toEqual([]);
      await completePage(filler, finalSteps.id);
    }
    await checkScreen(page, 'final-steps', WITH_TABLET);

    // Submit with the first page incomplete: validating, back to the first page with the summary.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL(new RegExp(`${about.path}$`));
    const summary = page.getByRole('region', { name: "We're missing some information!" });
    await summary.waitFor();
    const link = summary.getByRole('link');
    await expect.poll(() => link.count()).toBe(1);
    expect(await link.getAttribute('href')).toBe(`${about.path}#${left.key}`);
    // The link names the question; the error tied to its input says what to do, in the engine's
    // words ("Enter First Name"), not only its label.
    const [item] = missingItems(model, [left], 'validating');
    expect(await link.textContent()).toBe(item!.label);
    expect(left.message).not.toBe(model.fieldsByKey.get(left.key)!.label);
    const description = await inputOf(page, left.key).evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain(left.message);
    // Focus is on the summary (GOV.UK error summary), the title says there is an error, and the
    // summary's links are targets of at least 24 by 24 px.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('error-summary');
    expect(await page.title()).toMatch(new RegExp(`^Error: ${about.title} \\(step 1 of`));
    const box = (await link.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    await checkScreen(page, 'about-validating');
    // A first visit posted started; the submit posted validating; while validating, leaving a page
    // posted its problems, and every navigation saved the last page.
    expect(calls).toContain('POST /api/web-status {"web_status":"started"}');
    expect(calls).toContain('POST /api/web-status {"web_status":"validating"}');
    expect(
      calls.some((c) => c.startsWith(`POST /api/validations {"page":"${finalSteps.id}"`)),
    ).toBe(true);
    expect(calls).toContain(`PUT /api/last-page {"last_page":"${about.path}"}`);
    await link.click();
    await page.waitForURL(new RegExp(`#${left.key}$`));
    await answerQuestion(filler, model.fieldsByKey.get(left.key)!);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your answers have been saved.').waitFor();
    await summary.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: new RegExp(finalSteps.title) }).click();
    await page.waitForURL(new RegExp(`${finalSteps.path}$`));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL(/\/completion$/);
    await page.getByText('Your application was successfully submitted.').waitFor();
    await checkScreen(page, 'completion');

    // The whole-application PDF, with the answers and the converted docx in it.
    const downloading = page.waitForEvent('download', { timeout: 90_000 });
    await page.getByRole('button', { name: 'Download a PDF of your application' }).click();
    const download = await downloading;
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(model.config.partner.applicationTitle);
    expect(flat).toContain(String(state.answers[left.key]));
    expect(flat).toContain('Second block answer');
    expect(flat).toContain(DOCX_TEXT);
    // The school as the spec writes it: "name (Ceeb: code)", the address not after it.
    expect(flat).toContain(`${school.name} (Ceeb: ${school.ceeb})`);
    expect(flat).not.toContain(`(Ceeb: ${school.ceeb}), ${school.addressLine}`);

    // A submitted application always shows the completion page.
    await page.goto(about.path);
    await page.waitForURL(/\/completion$/);
    expect(problems).toEqual([]);
  });

  it('journey 3: the staff URL shows the same application read-only, with no inputs', async () => {
    const result = spawnSync('npm', ['run', '--silent', 'service-token', '--', email], {
      cwd: REPO_ROOT,
      env: journey.server.env,
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    const url = /https?:\/\/\S+service_token=\S+/.exec(result.stdout)?.[0];
    expect(url, result.stdout).toBeDefined();
    const { page, problems } = await openApp(journey.browser, journey.server.url);
    await page.goto(url!);
    await page
      .getByRole('heading', { level: 1, name: model.config.partner.applicationTitle })
      .waitFor();
    for (const p of model.pages)
      await page
        .getByRole('heading', { name: new RegExp(p.title) })
        .first()
        .waitFor();
    await expect
      .poll(() => page.locator('input, textarea, select, button, [role=combobox]').count())
      .toBe(0);
    await expect.poll(() => page.locator('header, footer, nav').count()).toBe(0);
    const firstText = model.pages[0]!.fields.find(
      (f) => f.kind === 'text' && typeof state.answers[f.key] === 'string' && state.answers[f.key],
    )!;
    await page.getByText(String(state.answers[firstText.key]), { exact: true }).first().waitFor();
    await page.getByText('Second block answer').waitFor();
    // The school as "name (Ceeb: code)", its address parts as answers of their own.
    await page.getByText(`${school.name} (Ceeb: ${school.ceeb})`, { exact: true }).waitFor();
    await page.getByText(school.addressLine, { exact: true }).first().waitFor();
    await page
      .getByText(/Document attached for/)
      .first()
      .waitFor();
    await checkScreen(page, 'staff-view');

    // A token that does not verify: the root error screen.
    await page.goto('/about?service_token=not-a-token');
    await page.getByRole('heading', { name: 'Something went wrong.' }).waitFor();
    await page
      .getByText(
        'The issue that caused you to see this has been logged. We will get it fixed as soon as possible.',
      )
      .waitFor();
    await checkScreen(page, 'error-screen');
    expect(problems).toEqual([]);
  });
});
