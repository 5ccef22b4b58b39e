import { describe, expect, it } from 'vitest';
import { createAccount, logIn, newEmail } from './helpers/accounts.ts';
import { openApp } from './helpers/browser.ts';
import { waitForMail } from './helpers/outbox.ts';
import { loadPartnerModel } from './helpers/partner-model.ts';
import { checkScreen } from './helpers/screens.ts';
import { setUpJourney } from './helpers/journey.ts';

const NEW_PASSWORD = 'Another-Passw0rd!';

const journey = setUpJourney();

describe('journey 5: forgot and reset password through the mailed link', () => {
  it('mails a link whose page sets a new password that logs in', async () => {
    const { model, config } = await loadPartnerModel();
    const { page, problems } = await openApp(journey.browser, journey.server.url);
    const email = newEmail('forgot');
    await createAccount(page, journey.server.dataDir, email);
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

    const mail = await waitForMail(journey.server.dataDir, email, 'reset your password');
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

    // Keyboard only: focus moved to the new screen's heading; the card's fields follow in order
    // (the e-mail address came along); Enter submits.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Log In');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(
      email,
    );
    await page.keyboard.press('Tab');
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/about$/);

    // The saved last page is where the next visit starts.
    const second = model.pages[1]!;
    await page.getByRole('link', { name: new RegExp(second.title) }).click();
    await page.waitForURL(new RegExp(`${second.path}$`));
    await expect
      .poll(async () => (await (await page.request.get('/api/profile')).json()).last_page)
      .toBe(second.path);
    await page.context().clearCookies();
    await page.goto('/login');
    await logIn(page, email, NEW_PASSWORD, new RegExp(`${second.path}$`));

    // The first Tab of a visit reaches the skip link, which leads past the header to the page.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Skip to main content',
    );
    await page.keyboard.press('Enter');
    // Focus is on the page's heading, and the heading is in view (not a field far above it).
    expect(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        const { top, bottom } = active.getBoundingClientRect();
        return {
          tag: active.tagName,
          text: active.textContent,
          inView: top > -1 && bottom < window.innerHeight + 1,
        };
      }),
    ).toEqual({ tag: 'H1', text: second.title, inView: true });
    // The tab names the step.
    expect(await page.title()).toBe(
      `${second.title} (step ${second.step} of ${model.pages.length}) – ${config.partner.applicationTitle}`,
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    // A session the server no longer knows (its HttpOnly cookie gone, the marker left): to /login
    // with the spec's message.
    await page.context().clearCookies({ name: 'admit_session' });
    await page.reload();
    await page.waitForURL(/\/login$/);
    await page
      .getByText('Your session is invalid. Please clear your cookies and login again.')
      .waitFor();
    expect(problems).toEqual([]);
  });
});
