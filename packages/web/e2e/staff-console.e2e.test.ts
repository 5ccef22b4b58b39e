import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST } from '../build/build-stamp.ts';
import { REPO_ROOT } from '../build/partner-dir.ts';
import VALID_APPLICATION from '../../../partner-config/tests/valid-application.json' with { type: 'json' };
import { createAccount, logIn, newEmail } from './helpers/accounts.ts';
import { appOrigin, launchBrowser, openApp } from './helpers/browser.ts';
import { pngFile } from './helpers/documents.ts';
import { downloadByKeyboard, pdfText } from './helpers/downloads.ts';
import { partnerWithExportProfile } from './helpers/export-profile.ts';
import { signInLocally, signInWithProvider } from './helpers/staff-sign-in.ts';
import { tabTo } from './helpers/keyboard.ts';
import { loadPartnerModel } from './helpers/partner-model.ts';
import { checkScreen } from './helpers/screens.ts';
import {
  startOidcTestProvider,
  type OidcTestProvider,
} from '../../server/tests/helpers/oidc-test-provider.ts';
import { seedApplicants } from '../../server/tests/helpers/seed-applicants.ts';
import { createDatabase } from '../../server/src/db/create-database.ts';
import { freePort, startTestServer, type TestServer } from './helpers/test-server.ts';

const ADMIN = 'console-admin@example.edu';
/** The admin's account at the OpenID provider (what its sign-in page is given). */
const ADMIN_ACCOUNT = 'console-admin';
const READER = 'console-reader@example.edu';
const STAFF_PASSWORD = 'Staff-Console-Passw0rd!';
const EXPORT = { id: 'sis-import', title: 'Student information system import' };
const EXPORT_COLUMNS = [
  { field: 'email', header: 'E-mail' },
  { key: 'first_name', header: 'First name' },
  { key: 'last_name', header: 'Last name' },
  { field: 'submitted_at' },
];
const FIRST = 'Grace';
const LAST = 'Hopperfield';

let browser: Browser;
let workDir: string;
let server: TestServer;
let provider: OidcTestProvider;
/** The partner's first file question: the applicant uploads a document there. */
let fileKey: string;
/** The partner's short name, which the application PDF's file name starts with. */
let shortName: string;

/** An applicant who signs up and saves answers through the API; with `submit`, uploads and submits. */
async function applicant(email: string, answers: Record<string, unknown>, submit: boolean) {
  const { page, context } = await openApp(browser, server.url);
  await createAccount(page, server.dataDir, email);
  await page.goto('/login');
  await logIn(page, email);
  const headers = { origin: appOrigin(page) };
  const ok = async (response: { ok(): boolean; text(): Promise<string> }, what: string) =>
    expect(response.ok(), `${what}: ${await response.text()}`).toBe(true);
  await ok(await page.request.put('/api/answer', { data: { answers }, headers }), 'answers');
  if (submit) {
    const presigned = await page.request.post('/api/presigned-url', {
      data: { answer_key: fileKey },
      headers,
    });
    await ok(presigned, 'presigned URL');
    const form = (await presigned.json()) as { url: string; fields: Record<string, string> };
    const file = pngFile('discharge-papers.png');
    await ok(
      await page.request.post(form.url, {
        multipart: { ...form.fields, file },
        headers,
      }),
      'storage',
    );
    await ok(
      await page.request.post(`/api/pdf/document-answer/${fileKey}`, {
        data: { file_key: form.fields.key, file_name: file.name },
        headers,
      }),
      'conversion',
    );
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/pdf/document-answer/${fileKey}`)).json()) as {
              status: string;
            }
          ).status,
        { timeout: 60_000, interval: 250 },
      )
      .toBe('COMPLETED');
    await ok(await page.request.post('/api/submit', { headers }), 'submit');
  }
  await context.close();
}

/** More applications than one page of the list holds (25), written straight to the database. */
async function seedManyApplications(count: number) {
  const database = createDatabase({ dataDir: server.dataDir });
  const day = 24 * 60 * 60 * 1000;
  const before = Date.now() - 30 * day;
  try {
    await seedApplicants(
      database,
      Array.from({ length: count }, (_, i) => ({
        id: randomUUID(),
        email: `paged-${String(i).padStart(2, '0')}@example.org`,
        createdAt: before + i * 60_000,
        answers: { first_name: 'Paged', last_name: `Applicant ${i}` },
        savedAt: before + i * 60_000,
        statusCount: 1,
      })),
    );
  } finally {
    await database.destroy();
  }
}

/** The e-mail column of the rows the list shows now, top to bottom. */
const shownEmails = (page: Page) =>
  page
    .getByRole('grid', { name: 'Applications found' })
    .locator('[role="gridcell"][data-field="email"]')
    .allTextContents();

/** The focused element's tag and text: a route change puts focus on the new screen's h1. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName ?? '',
    text: document.activeElement?.textContent ?? '',
  }));

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'admit-console-'));
  const partnerDir = join(workDir, 'partner');
  await partnerWithExportProfile(partnerDir, { ...EXPORT, columns: EXPORT_COLUMNS });
  const { model } = await loadPartnerModel(partnerDir);
  fileKey = model.fields.find((field) => field.kind === 'file')!.key;
  shortName = model.config.partner.shortName;
  // The provider is on `localhost`, the console on 127.0.0.1: another site, as a university's
  // provider is, so the cookies cross a site boundary the way they do in production.
  const port = await freePort();
  provider = await startOidcTestProvider({
    issuerHost: 'localhost',
    redirectUris: [`http://127.0.0.1:${port}/api/staff/sso/callback`],
    accounts: { [ADMIN_ACCOUNT]: { email: ADMIN, groups: ['admissions-admins'] } },
  });
  server = await startTestServer(
    {
      PARTNER_CONFIG: partnerDir,
      WEB_ROOT: WEB_DIST,
      ...provider.env,
      STAFF_OIDC_ROLE_CLAIM: 'groups',
      STAFF_OIDC_READER_VALUES: 'admissions-readers',
      STAFF_OIDC_ADMIN_VALUES: 'admissions-admins',
      // Single sign-on for staff of the university, a local account for the reader (a vendor).
      STAFF_LOCAL_LOGIN: 'true',
    },
    { port },
  );
  for (const [email, role] of [[READER, 'reader']]) {
    const added = spawnSync(
      'npm',
      ['run', '--silent', 'staff', '--', 'add', email!, '--role', role!],
      {
        cwd: REPO_ROOT,
        env: { ...server.env, STAFF_PASSWORD },
        encoding: 'utf8',
      },
    );
    expect(added.status, `${added.stdout}\n${added.stderr}`).toBe(0);
  }
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('the staff console', () => {
  it('signs in, finds an application, reads it, downloads its document, PDF and the CSV, and sees the audit rows', async () => {
    const applicantEmail = newEmail('console');
    const otherEmail = newEmail('console-other');
    await applicant(
      applicantEmail,
      { ...VALID_APPLICATION, first_name: FIRST, last_name: LAST },
      true,
    );
    await applicant(otherEmail, { first_name: 'Alan', last_name: 'Turingham' }, false);
    const { page, context, problems } = await openApp(browser, server.url);

    // Without a staff session the console asks for one; the applicant's pages play no part.
    await page.goto('/staff');
    await page.waitForURL(/\/staff\/sign-in$/);
    await expect.poll(() => page.title()).toBe('Staff sign-in – Staff console');
    await expect
      .poll(() => page.getByRole('link', { name: 'Sign in with single sign-on' }).count())
      .toBe(1);
    await checkScreen(page, 'staff-sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter your e-mail address.').waitFor();
    // Cancelled at the provider: back on the sign-in screen, which says so.
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    await page.getByRole('heading', { level: 1, name: 'Test provider sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/staff\/sign-in\?sso_error=denied$/);
    await page.getByText('Single sign-on was cancelled or refused. Please try again.').waitFor();
    await checkScreen(page, 'staff-sign-in-refused');
    await signInWithProvider(page, provider.issuer, ADMIN_ACCOUNT);

    // The list: both applicants, then only the one searched for by name, announced.
    await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    await page.waitForURL(/\/staff$/);
    await expect.poll(() => page.title()).toBe('Applications – Staff console');
    const status = page.getByRole('status').filter({ hasText: /found/ });
    await expect.poll(() => status.textContent()).toBe('2 applications found.');
    const grid = page.getByRole('grid', { name: 'Applications found' });
    await grid.getByText(applicantEmail).waitFor();
    await grid.getByText(otherEmail).waitFor();
    await checkScreen(page, 'staff-applications');
    const search = page.getByLabel('Search by name or e-mail');
    await tabTo(page, search);
    await page.keyboard.type(LAST.toLowerCase());
    await expect.poll(() => status.textContent()).toBe('1 application found.');
    expect(new URL(page.url()).searchParams.get('q')).toBe(LAST.toLowerCase());
    await expect.poll(() => grid.getByText(otherEmail).count()).toBe(0);
    expect(await grid.getByText(applicantEmail).count()).toBe(1);

    // Opened with the keyboard: focus moves to the application's h1.
    const open = grid.getByRole('link', { name: `${FIRST} ${LAST}` });
    await open.waitFor();
    // Tab enters the grid on the first column's header; the arrow goes down to the name.
    await tabTo(page, grid);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).text).toBe(`${FIRST} ${LAST}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/staff\/applications\/[0-9a-f-]{36}$/);
    const h1 = page.getByRole('heading', { level: 1 });
    await h1.waitFor();
    await expect.poll(() => page.title()).toBe(`Application of ${FIRST} ${LAST} – Staff console`);
    await expect.poll(async () => (await focused(page)).tag).toBe('H1');
    expect((await focused(page)).text).toBe(await h1.textContent());
    const main = page.getByRole('main');
    await main.getByText(LAST, { exact: true }).first().waitFor();
    await checkScreen(page, 'staff-application');

    const document = await downloadByKeyboard(
      page,
      main.getByRole('link', { name: 'Download document discharge-papers.png (PDF)' }),
    );
    expect(document.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Saved under the question and the uploaded name, the PDF's extension once in place of its own.
    expect(document.name).toBe(`${fileKey}-discharge-papers.pdf`);
    const pdf = await downloadByKeyboard(
      page,
      main.getByRole('link', { name: 'Download application PDF' }),
    );
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.name).toBe(`${shortName.replace(/ /g, '-')}-Application-${FIRST}-${LAST}.pdf`);
    expect(await pdfText(pdf.bytes)).toContain(`${FIRST}`);
    expect(await pdfText(pdf.bytes)).toContain(LAST);

    // Back to the same list (its query is in the address); the admin's CSV export.
    await page.getByRole('link', { name: 'Back to applications' }).click();
    await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    await expect.poll(() => status.textContent()).toBe('1 application found.');
    expect(await search.inputValue()).toBe(LAST.toLowerCase());
    const csv = await downloadByKeyboard(
      page,
      page.getByRole('link', { name: `Download CSV: ${EXPORT.title}` }),
    );
    expect(csv.name).toBe(`${EXPORT.id}.csv`);
    const lines = csv.bytes.toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('E-mail,First name,Last name,submitted_at');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toMatch(
      new RegExp(`^${applicantEmail.replace(/[.]/g, '\\.')},${FIRST},${LAST},\\d{4}-`),
    );

    // The audit log: one row for each read, download and export, filterable by action.
    await tabTo(page, page.getByRole('navigation').getByRole('link', { name: 'Audit log' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await expect.poll(async () => (await focused(page)).text).toBe('Audit log');
    const auditGrid = page.getByRole('grid', { name: 'Audit log entries' });
    for (const action of [
      'staff-login',
      'list-applications',
      'read-application',
      'download-document',
      'download-application-pdf',
      'export-csv',
      'list-export-profiles',
    ])
      await auditGrid.getByText(action, { exact: true }).first().waitFor();
    await checkScreen(page, 'staff-audit');
    await page.getByLabel(/^Action/).fill('download-document');
    const auditStatus = page.getByRole('status').filter({ hasText: /found/ });
    await expect.poll(() => auditStatus.textContent()).toBe('1 entry found.');
    expect(await auditGrid.getByText(ADMIN).count()).toBe(1);

    // A session the server no longer knows (idle 30 minutes, revoked: here its cookie is gone):
    // the next call goes to the sign-in screen, which says why and comes back after.
    await context.clearCookies();
    await page.getByLabel(/^Action/).fill('export-csv');
    await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
    await page.getByText('Your staff session has ended').waitFor();
    await signInWithProvider(page, provider.issuer, ADMIN_ACCOUNT);
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await expect.poll(() => auditStatus.textContent()).toBe('1 entry found.');
    expect(new URL(page.url()).searchParams.get('action')).toBe('export-csv');

    // Staff accounts: the admin changes the reader's role and back; their own row is not theirs
    // to change.
    await tabTo(page, page.getByRole('navigation').getByRole('link', { name: 'Staff accounts' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Staff accounts' }).waitFor();
    const accounts = page.getByRole('grid', { name: 'Staff accounts' });
    await accounts.getByText(READER).waitFor();
    expect(await accounts.getByRole('row').filter({ hasText: ADMIN }).textContent()).toContain(
      'Your own account',
    );
    await checkScreen(page, 'staff-accounts');
    const accountsStatus = page.getByRole('status').filter({ hasText: /account|now/ });
    await page.getByRole('button', { name: `Make administrator: ${READER}` }).click();
    await expect
      .poll(() => accountsStatus.textContent())
      .toBe(`${READER} is now enabled, an administrator.`);
    await page.getByRole('button', { name: `Make reader: ${READER}` }).click();
    await expect
      .poll(() => accountsStatus.textContent())
      .toBe(`${READER} is now enabled, a reader.`);

    // Sign out: back to the sign-in screen, and the staff APIs refuse the old cookie.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You have signed out of the staff console.').waitFor();
    expect((await page.request.get('/api/staff/me')).status()).toBe(401);
    expect(problems).toEqual([]);
  });

  it('pages through more than 25 applications: forward, back, and a page opened by its address', async () => {
    await seedManyApplications(50);
    const { page, problems } = await openApp(browser, server.url);
    await page.goto('/staff');
    await signInLocally(page, READER, STAFF_PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    // The list in the server's order (newest first), one page of 100: rows 1-25 and 26-50.
    const all = (await (
      await page.request.get('/api/staff/applications?page_size=100')
    ).json()) as {
      total: number;
      rows: { email: string }[];
    };
    expect(all.total).toBeGreaterThanOrEqual(50);
    const emails = all.rows.map((row) => row.email);
    const [firstPage, secondPage] = [emails.slice(0, 25), emails.slice(25, 50)];
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/staff/applications') asked.push(url.search);
    });
    await expect.poll(() => shownEmails(page)).toEqual(firstPage);

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => shownEmails(page)).toEqual(secondPage);
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('1');
    await page.getByText(`26–50 of ${all.total}`).waitFor();
    // It stays there: no request for another page came after the one for rows 26-50.
    await page.waitForTimeout(500);
    expect(asked.at(-1)).toMatch(/[?&]page=1(&|$)/);
    expect(await shownEmails(page)).toEqual(secondPage);

    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await expect.poll(() => shownEmails(page)).toEqual(firstPage);
    expect(new URL(page.url()).searchParams.get('page') ?? '0').toBe('0');

    // The second page's address opened as it is (a bookmark, a link, Back from an application).
    asked.length = 0;
    await page.goto('/staff?page=1&page_size=25');
    await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    await expect.poll(() => shownEmails(page)).toEqual(secondPage);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).searchParams.get('page')).toBe('1');
    expect(asked.every((search) => /[?&]page=1(&|$)/.test(search))).toBe(true);
    expect(await shownEmails(page)).toEqual(secondPage);
    expect(problems).toEqual([]);
  });

  it('shows a reader the applications, without the exports or the audit log', async () => {
    const { page, context, problems } = await openApp(browser, server.url);
    await page.goto('/staff/audit');
    await signInLocally(page, READER, STAFF_PASSWORD);
    // The audit log is for admins: a reader comes back to the list.
    await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    await page.waitForURL(/\/staff$/);
    await page
      .getByRole('grid', { name: 'Applications found' })
      .getByRole('link')
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Export submitted applications' }).count()).toBe(
      0,
    );
    expect(await page.getByText(`Signed in as ${READER} (reader)`).count()).toBe(1);

    // A download after the session ended goes to sign-in, and saves no error page as a file.
    await page.getByRole('grid', { name: 'Applications found' }).getByRole('link').first().click();
    const pdfLink = page.getByRole('link', { name: 'Download application PDF' });
    await pdfLink.waitFor();
    await context.clearCookies();
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    await pdfLink.click();
    await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
    await page.getByText('Your staff session has ended').waitFor();
    expect(downloads).toEqual([]);
    expect(problems).toEqual([]);
  });
});
