import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { ARTIFACTS_DIR } from './artifacts.ts';

/** Debian's Chromium, as the machines have it (nothing is downloaded). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** A page of a fresh browser context, with the errors it reports collected. */
export interface AppPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors and CSP violations seen so far. */
  problems: string[];
}

const origins = new WeakMap<Page, string>();

/**
 * The origin a page's app runs on: what the browser sends as Origin with a state-changing request,
 * and what API calls made through `page.request` must send too (the server refuses a write that
 * does not prove where it came from).
 */
export const appOrigin = (page: Page): string => origins.get(page) ?? new URL(page.url()).origin;

/**
 * Opens a new context (its own cookies, and the browser language `locale`) on the server. Uncaught page errors and Content Security
 * Policy violations are collected: the journeys assert there are none.
 */
export async function openApp(
  browser: Browser,
  baseUrl: string,
  options: { locale?: string } = {},
): Promise<AppPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    // The browser's language: its Accept-Language (en-US unless a journey says otherwise).
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  origins.set(page, new URL(baseUrl).origin);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      problems.push(`CSP: ${message.text()}`);
  });
  // A failed journey leaves a screenshot of where it stopped, and what the page said.
  onTestFailed(async () => {
    if (page.isClosed()) return;
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'failure.png'), fullPage: true });
    console.error(
      `Failed at ${page.url()}:\n${(await page.locator('body').innerText()).slice(0, 2000)}`,
    );
  });
  return { context, page, problems };
}
