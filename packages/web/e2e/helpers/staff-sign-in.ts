import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Signs a staff member in through single sign-on: the console's button, the OpenID provider's own
 * sign-in page at `issuer` as `account` (skipped when the provider still has a session of
 * theirs), and back to the console.
 */
export async function signInWithProvider(page: Page, issuer: string, account: string) {
  await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
  await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
  const providerPage = page.getByRole('heading', { level: 1, name: 'Test provider sign-in' });
  const consoleScreen = page.getByRole('heading', { level: 1, name: /^(Applications|Audit log)$/ });
  await providerPage.or(consoleScreen).first().waitFor();
  if (await providerPage.isVisible()) {
    expect(new URL(page.url()).origin).toBe(issuer);
    await page.getByLabel('Account').fill(account);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
}

/** Signs a staff member in with a local account (e-mail and password) on the sign-in screen. */
export async function signInLocally(page: Page, email: string, password: string) {
  await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
  await page.getByLabel(/E-mail address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
