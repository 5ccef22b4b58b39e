import type { FormModel, Validator } from '@admit/engine';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSolverState } from './helpers/application-solver.ts';
import { createAccount, logIn, newEmail } from './helpers/accounts.ts';
import { openApp } from './helpers/browser.ts';
import { pngFile } from './helpers/documents.ts';
import { anchorOf, answerQuestion, completePage, type Filler } from './helpers/form-filler.ts';
import { setUpJourney, type Journey } from './helpers/journey.ts';
import { loadPartnerModel } from './helpers/partner-model.ts';
import { setUpPostgresJourney } from './helpers/postgres-journey.ts';
import { chooseSchool } from './helpers/school-lookup.ts';

let model: FormModel;
let validate: Validator;

beforeAll(async () => {
  ({ model, validate } = await loadPartnerModel());
});

/** The writes that name a revision: answers, entry counts and tab choices. */
const VERSIONED = /\/api\/(answer|add-another|tabs)$/;

/** One versioned write of the tab, as the browser sent it and the server answered it. */
interface Write {
  call: string;
  ifMatch: string | undefined;
  status: number;
  etag: string | undefined;
}

/**
 * Watches a page's API traffic: every 412 it receives, the revision its form was loaded at, and
 * each versioned write in the order the browser sent them.
 */
function watchWrites(page: Page) {
  const refused: string[] = [];
  const sent: Request[] = [];
  const answered = new Map<Request, { status: number; etag: string | undefined }>();
  let loaded: string | undefined;
  page.on('request', (request) => {
    if (VERSIONED.test(request.url()) && request.method() === 'PUT') sent.push(request);
  });
  page.on('response', (response) => {
    const request = response.request();
    const call = `${request.method()} ${new URL(request.url()).pathname}`;
    if (response.status() === 412) refused.push(call);
    if (call === 'GET /api/profile') loaded = response.headers()['etag'];
    answered.set(request, { status: response.status(), etag: response.headers()['etag'] });
  });
  return {
    refused,
    loaded: () => loaded,
    writes: () =>
      sent.map((request): Write => ({
        call: `${request.method()} ${new URL(request.url()).pathname}`,
        ifMatch: request.headers()['if-match'],
        status: answered.get(request)?.status ?? 0,
        etag: answered.get(request)?.etag,
      })),
  };
}

/** Clicks Save and waits for the toast that says the answers were saved. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Your answers have been saved.').last().waitFor();
}

/**
 * The applicant's own tab, with no other tab or device: each write names the revision the one
 * before it returned (the load's, for the first), so none is ever refused as stale.
 */
function ownWritesJourney(journey: Journey) {
  it('walks About You (adding an entry) and Your Academics with no write refused', async () => {
    const { page, problems } = await openApp(journey.browser, journey.server.url);
    const traffic = watchWrites(page);
    const [about, education] = model.pages as [(typeof model.pages)[0], (typeof model.pages)[0]];
    const filler: Filler = {
      page,
      model,
      validate,
      state: newSolverState(),
      async upload(field) {
        const file = pngFile('transcript.png');
        await page.locator(`input[type=file][id^="${field.key}-"]`).setInputFiles(file);
        await anchorOf(page, field.key).getByText(file.name).waitFor({ timeout: 90_000 });
      },
    };
    const email = newEmail('own-writes');
    await createAccount(page, journey.server.dataDir, email);
    await page.goto('/login');
    await logIn(page, email);

    // About You: its questions, one more entry of its add-another group and an answer in it,
    // saved; then one more change saved after that save.
    const aboutAnswered = await completePage(filler, about.id);
    await save(page);
    const group = model.addAnother.find((a) => a.pageId === about.id)!;
    await anchorOf(page, group.buttonId).getByRole('button').last().click();
    filler.state.addAnother[group.buttonId] = 2;
    const secondEntry = group.blockKeys[1]!.map((key) => model.fieldsByKey.get(key)!).find(
      (f) => f.kind === 'text',
    )!;
    await answerQuestion(filler, secondEntry, 'Second entry answer');
    await save(page);
    const changed = aboutAnswered
      .map((key) => model.fieldsByKey.get(key)!)
      .find((f) => f.kind === 'text')!;
    await answerQuestion(filler, changed, 'Changed after a save');
    await save(page);

    // Your Academics: a school from the list, the rest of the page, saved twice over.
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL(new RegExp(`${education.path}$`));
    await chooseSchool(filler, education.id);
    const answered = await completePage(filler, education.id);
    await save(page);
    const again = answered.map((key) => model.fieldsByKey.get(key)!).find((f) => f.kind === 'text');
    if (again) {
      await answerQuestion(filler, again, 'Changed again');
      await save(page);
    }
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL((url) => url.pathname !== education.path);

    const stored = (await (await page.request.get('/api/profile')).json()) as {
      answer: Record<string, unknown>;
    };
    expect(stored.answer).toMatchObject({
      [secondEntry.key]: 'Second entry answer',
      [changed.key]: 'Changed after a save',
    });
    expect(traffic.refused).toEqual([]);
    // Each write named the revision the one before it returned: the chain has no gap.
    const writes = traffic.writes();
    expect(writes.map((w) => w.call)).toContain('PUT /api/add-another');
    expect(writes.every((w) => w.status === 200)).toBe(true);
    writes.forEach((write, i) =>
      expect(write.ifMatch, `${write.call} #${i}`).toBe(
        i === 0 ? traffic.loaded() : writes[i - 1]!.etag,
      ),
    );
    expect(problems).toEqual([]);
  });
}

describe('one tab, SQLite: its writes never conflict with each other', () => {
  ownWritesJourney(setUpJourney());
});

describe('one tab, PostgreSQL: its writes never conflict with each other', () => {
  ownWritesJourney(setUpPostgresJourney('e2e_own_writes'));
});
