import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { appOrigin } from './browser.ts';
import { waitForMail } from './outbox.ts';

/** A password that passes every new-password rule. */
export const PASSWORD = 'Applicant-Passw0rd!';

/** A fresh e-mail address for one journey. */
export const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.edu`;

/**
 * The 6-digit code of the newest confirmation mail to an address (its subject contains `subject`:
 * the English one unless the account reads another language).
 */
export async function confirmationCode(
  dataDir: string,
  email: string,
  subject = 'confirmation code',
): Promise<string> {
  const mail = await waitForMail(dataDir, email, subject);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the mail: ${mail.text}`);
  return code;
}

/** Fills and submits the Log In card, then waits for the default route (or `landing`). */
export async function logIn(page: Page, email: string, password = PASSWORD, landing = /\/about$/) {
  await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
  const card = page.locator('form');
  await card.getByLabel(/Email Address/).fill(email);
  await card.getByLabel(/^Password/).fill(password);
  await card.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(landing);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/**
 * Signs up, confirms with the mailed code and logs in, through the API of the browser context
 * (its cookies), for journeys about what comes after.
 */
export async function createAccount(page: Page, dataDir: string, email: string, subject?: string) {
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers: { origin: appOrigin(page) } });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  };
  await post('/public/signup', { username: email, password: PASSWORD });
  const code = await confirmationCode(dataDir, email, subject);
  await post('/public/confirm', { username: email, code });
}
