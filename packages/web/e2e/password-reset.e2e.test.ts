import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, logIn, newEmail } from './helpers/accounts.ts';
import { launchBrowser, openApp } from './helpers/browser.ts';
import { waitForMail } from './helpers/outbox.ts';
import { checkScreen } from './helpers/screens.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const NEW_PASSWORD = 'Another-Passw0rd!';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('journey 5: forgot and reset password through the mailed link', () => {
  it('mails a link whose page sets a new password that logs in', async () => {
    const { page, problems } = await openApp(browser, server.url);
    const email = newEmail('forgot');
    await createAccount(page, server.dataDir, email);
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot$/);
    await checkScreen(page, 'forgot');
    await page.getByLabel(/Email Address/).fill(email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByText(
        'If an account uses this email address, we have sent it a link to reset your password.',
      )
      .waitFor();

    const mail = await waitForMail(server.dataDir, email, 'reset your password');
    const link = /https?:\/\/\S+\/reset\?\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await checkScreen(page, 'reset');
    await page.getByLabel(/New Password/).fill(NEW_PASSWORD);
    await page.getByLabel(/Confirm Password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL(/\/login$/);
    await page.getByText('Your password has been reset. Please log in.').waitFor();
    await logIn(page, email, NEW_PASSWORD);
    expect(problems).toEqual([]);
  });
});
