import type { FieldModel, FormModel } from '@admit/engine';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, logIn, newEmail } from './helpers/accounts.ts';
import { openApp } from './helpers/browser.ts';
import { inputOf } from './helpers/form-filler.ts';
import { setUpJourney } from './helpers/journey.ts';
import { loadPartnerModel } from './helpers/partner-model.ts';
import { checkScreen } from './helpers/screens.ts';

const journey = setUpJourney();
let model: FormModel;
/** Three text questions every applicant sees on the first page. */
let fields: [FieldModel, FieldModel, FieldModel];

beforeAll(async () => {
  ({ model } = await loadPartnerModel());
  const first = model.pages[0]!;
  const plain = model.fields.filter(
    (field) =>
      field.pageId === first.id &&
      field.kind === 'text' &&
      field.guards.length === 0 &&
      field.checks.length <= 1 &&
      field.context.length <= 1 &&
      (field.maxLength ?? 100) >= 30,
  );
  if (plain.length < 3) throw new Error('The first page needs three unconditional text questions.');
  fields = [plain[0]!, plain[1]!, plain[2]!];
});

/** Types an answer into a question of the page the way an applicant does. */
async function type(page: Page, field: FieldModel, text: string) {
  const input = inputOf(page, field.key);
  await input.fill(text);
  await input.blur();
}

/** Clicks the page's Save button. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/** The applicant's answers as the server holds them, read with a page's session. */
async function storedAnswers(page: Page): Promise<Record<string, unknown>> {
  const response = await page.request.get('/api/profile');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { answer: Record<string, unknown> }).answer;
}

const valueOf = (page: Page, field: FieldModel) => inputOf(page, field.key).inputValue();

describe('no answer lost across tabs and devices', () => {
  it('a second tab of the same browser shows the first tab save without a reload', async () => {
    const { context, page: first, problems } = await openApp(journey.browser, journey.server.url);
    const email = newEmail('two-tabs');
    await createAccount(first, journey.server.dataDir, email);
    await first.goto('/login');
    await logIn(first, email);
    const second = await context.newPage();
    await second.goto(first.url());
    await second.getByRole('heading', { level: 1 }).waitFor();
    await inputOf(second, fields[0].key).waitFor();

    await type(first, fields[0], 'Typed in the first tab');
    await save(first);
    await first.getByText('Your answers have been saved.').waitFor();

    await expect
      .poll(() => valueOf(second, fields[0]), { timeout: 30_000 })
      .toBe('Typed in the first tab');
    // The second tab saves on from there: its own change lands, the first tab's stays.
    await type(second, fields[1], 'Typed in the second tab');
    await save(second);
    await second.getByText('Your answers have been saved.').waitFor();
    await expect
      .poll(() => storedAnswers(second), { timeout: 30_000 })
      .toMatchObject({
        [fields[0].key]: 'Typed in the first tab',
        [fields[1].key]: 'Typed in the second tab',
      });
    await expect
      .poll(() => valueOf(first, fields[1]), { timeout: 30_000 })
      .toBe('Typed in the second tab');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('two devices change one answer: the stale one is asked, keeps its choice, loses nothing', async () => {
    const phone = await openApp(journey.browser, journey.server.url);
    const laptop = await openApp(journey.browser, journey.server.url);
    const email = newEmail('two-devices');
    await createAccount(phone.page, journey.server.dataDir, email);
    for (const device of [phone, laptop]) {
      await device.page.goto('/login');
      await logIn(device.page, email);
      await inputOf(device.page, fields[0].key).waitFor();
    }
    const [shared, onlyLaptop, onlyPhone] = fields;

    await type(phone.page, shared, 'Saved on the phone');
    await type(phone.page, onlyPhone, 'Only on the phone');
    await save(phone.page);
    await phone.page.getByText('Your answers have been saved.').waitFor();

    // The laptop still shows the old page: its save of the same answer is stale.
    await type(laptop.page, shared, 'Typed on the laptop');
    await type(laptop.page, onlyLaptop, 'Only on the laptop');
    await save(laptop.page);

    const heading = laptop.page.getByRole('heading', {
      level: 2,
      name: 'This answer was changed on another device',
    });
    await heading.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => laptop.page.evaluate(() => document.activeElement?.textContent ?? ''), {
        timeout: 30_000,
      })
      .toBe('This answer was changed on another device');
    // The answer only the laptop changed is saved meanwhile; the phone's other answer stays.
    await expect
      .poll(() => storedAnswers(laptop.page), { timeout: 30_000 })
      .toMatchObject({
        [shared.key]: 'Saved on the phone',
        [onlyLaptop.key]: 'Only on the laptop',
        [onlyPhone.key]: 'Only on the phone',
      });
    await checkScreen(laptop.page, 'answer-conflict');

    await laptop.page
      .getByRole('button', { name: 'Keep the answer from this device: Typed on the laptop' })
      .click();
    await heading.waitFor({ state: 'detached', timeout: 30_000 });
    await expect
      .poll(() => storedAnswers(laptop.page), { timeout: 30_000 })
      .toMatchObject({
        [shared.key]: 'Typed on the laptop',
        [onlyLaptop.key]: 'Only on the laptop',
        [onlyPhone.key]: 'Only on the phone',
      });
    expect(await valueOf(laptop.page, shared)).toBe('Typed on the laptop');

    // Now the phone is the stale one; it takes the other device's answer.
    await type(phone.page, shared, 'Typed on the phone again');
    await save(phone.page);
    await phone.page
      .getByRole('button', { name: 'Use the answer saved on another device: Typed on the laptop' })
      .click();
    await expect
      .poll(() => valueOf(phone.page, shared), { timeout: 30_000 })
      .toBe('Typed on the laptop');
    await expect
      .poll(() => storedAnswers(phone.page), { timeout: 30_000 })
      .toMatchObject({ [shared.key]: 'Typed on the laptop', [onlyPhone.key]: 'Only on the phone' });
    expect([...phone.problems, ...laptop.problems]).toEqual([]);
    await phone.context.close();
    await laptop.context.close();
  });
});
