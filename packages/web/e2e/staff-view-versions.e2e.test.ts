import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FieldModel } from '@admit/engine';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST } from '../build/build-stamp.ts';
import { REPO_ROOT, partnerDirFromEnv } from '../build/partner-dir.ts';
import VALID_APPLICATION from '../../../partner-config/tests/valid-application.json' with { type: 'json' };
import { createAccount, logIn, newEmail } from './helpers/accounts.ts';
import { appOrigin, launchBrowser, openApp } from './helpers/browser.ts';
import { loadPartnerModel } from './helpers/partner-model.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let browser: Browser;
let workDir: string;
let partnerDir: string;
let dataDir: string;
let field: FieldModel;
const running: TestServer[] = [];

/** Gives the question `key` a new label wherever the copied folder's pages define it. */
async function relabel(key: string, label: string) {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (record.key === key && typeof record.label === 'string') record.label = label;
    Object.values(record).forEach(visit);
  };
  const pagesDir = join(partnerDir, 'pages');
  for (const name of await readdir(pagesDir)) {
    const path = join(pagesDir, name);
    const json: unknown = JSON.parse(await readFile(path, 'utf8'));
    visit(json);
    await writeFile(path, JSON.stringify(json, null, 2));
  }
}

/** A server on the copied folder and the shared data folder, serving the app already built. */
async function startServer() {
  const server = await startTestServer(
    { PARTNER_CONFIG: partnerDir, WEB_ROOT: WEB_DIST },
    { dataDir },
  );
  running.push(server);
  return server;
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'admit-versions-'));
  partnerDir = join(workDir, 'partner');
  dataDir = join(workDir, 'data');
  await cp(partnerDirFromEnv(), partnerDir, { recursive: true });
  const { model } = await loadPartnerModel();
  field = model.fields.find(
    (f) =>
      f.kind === 'text' &&
      f.guards.length === 0 &&
      f.context.length === 1 &&
      f.key in VALID_APPLICATION,
  )!;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const server of running) await server.stop();
  await rm(workDir, { recursive: true, force: true });
});

describe('the staff view of a submitted application after the partner folder changed', () => {
  it('shows the label the applicant saw when they submitted', async () => {
    const asSubmitted = 'Label as the applicant saw it at submission';
    const renamed = 'Label renamed after the submission';
    await relabel(field.key, asSubmitted);
    const first = await startServer();
    const email = newEmail('versions');
    const { page, context } = await openApp(browser, first.url);
    await createAccount(page, first.dataDir, email);
    await page.goto('/login');
    await logIn(page, email);
    const headers = { origin: appOrigin(page) };
    const saved = await page.request.put('/api/answer', {
      data: { answers: VALID_APPLICATION },
      headers,
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const submitted = await page.request.post('/api/submit', { headers });
    expect(submitted.ok(), await submitted.text()).toBe(true);
    await context.close();
    await first.stop();

    await relabel(field.key, renamed);
    const second = await startServer();
    const token = spawnSync('npm', ['run', '--silent', 'service-token', '--', email], {
      cwd: REPO_ROOT,
      env: second.env,
      encoding: 'utf8',
    });
    expect(token.status, token.stderr).toBe(0);
    const url = /https?:\/\/\S+service_token=\S+/.exec(token.stdout)?.[0];
    expect(url, token.stdout).toBeDefined();
    const staff = await openApp(browser, second.url);
    await staff.page.goto(url!);
    await staff.page.getByRole('heading', { level: 1 }).waitFor();
    const answer = String(VALID_APPLICATION[field.key as keyof typeof VALID_APPLICATION]);
    await staff.page.getByText(answer, { exact: true }).first().waitFor({ timeout: 30_000 });
    const text = await staff.page.locator('main').innerText();
    expect(text).toContain(asSubmitted);
    expect(text).not.toContain(renamed);
    expect(staff.problems).toEqual([]);
  });
});
