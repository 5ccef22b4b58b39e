import { describe, expect, it } from 'vitest';
import { createAccount, logIn, newEmail } from './helpers/accounts.ts';
import { openApp } from './helpers/browser.ts';
import { checkScreen } from './helpers/screens.ts';
import { setUpJourney } from './helpers/journey.ts';

/** A short idle time, set through configuration: the warning comes after 8 s, the logout after 16 s. */
const IDLE_MS = 16_000;

const journey = setUpJourney({ SESSION_IDLE_MS: String(IDLE_MS) });

describe('journey 4: inactivity warning and logout, with the timer shortened by SESSION_IDLE_MS', () => {
  it('warns, lets the applicant stay, logs out on request and on its own', async () => {
    const config = await (await fetch(`${journey.server.url}/public/client-config`)).json();
    expect(config).toEqual({ session_idle_ms: IDLE_MS, session_warning_ms: IDLE_MS / 2 });
    const { page, problems } = await openApp(journey.browser, journey.server.url);
    const email = newEmail('idle');
    await createAccount(page, journey.server.dataDir, email);
    await page.goto('/login');
    await logIn(page, email);

    const warning = page.getByRole('dialog', { name: 'Still working?' });
    await warning.waitFor({ timeout: IDLE_MS });
    await page
      .getByText('You have been inactive for a little while. Would you like to stay logged in?')
      .waitFor();
    await checkScreen(page, 'inactivity-warning');
    await warning.getByRole('button', { name: 'Yes - Take me back to my application' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/about$/);

    await warning.waitFor({ timeout: IDLE_MS });
    await warning.getByRole('button', { name: 'No - Please log me out' }).click();
    await page.waitForURL(/\/login$/);

    await logIn(page, email);
    const started = Date.now();
    await page.waitForURL(/\/login$/, { timeout: IDLE_MS * 2 });
    expect(Date.now() - started).toBeGreaterThan(IDLE_MS / 2);
    await page.getByText('You have been automatically logged out due to inactivity.').waitFor();
    // The server ended the session too: the API refuses it.
    expect((await page.request.get('/api/profile')).status()).toBe(401);
    expect(problems).toEqual([]);
  });
});
