// config-lint's contract, browser half: mutants of valid folders that pass lint (the lint half,
// packages/config-lint/tests/contract, checks the ones that fail) build, start and render. The
// passing mutants are applied together in batches, a few batches per folder (seeded, so every run
// checks the same ones); each batch is built, served by a real server, and every page is opened
// in Chromium with no console error, its Save and Continue button leads to its next page, and
// the Submit button shows where the config puts it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PartnerConfig } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_BASES, CONTRACT_SEED } from '../../config-lint/tests/contract/contract-bases.ts';
import { generateMutants } from '../../config-lint/tests/contract/mutants.ts';
import { lintMutated, mutatedData } from '../../config-lint/tests/contract/mutant-verdict.ts';
import {
  readFolderData,
  writeFolderData,
} from '../../config-lint/tests/contract/partner-folder-data.ts';
import { seededRandom } from '../../config-lint/tests/contract/seeded-random.ts';
import { launchBrowser } from '../e2e/helpers/browser.ts';
import { startTestServer } from '../e2e/helpers/test-server.ts';
import { buildWebInto } from './build-web-into.ts';
import { passingBatches } from './passing-batches.ts';

/** Mutants per batch, and batches per folder (the unmutated folder comes first): bounds the run. */
const BATCH_SIZE = 8;
const BATCHES_PER_FOLDER = 4;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(CONTRACT_BASES)(
  'the $name folder and mutants of it that pass lint',
  async ({ dir, count }) => {
    const base = await readFolderData(dir);
    const mutants = generateMutants(base, seededRandom(CONTRACT_SEED), count);
    const batches = [
      [],
      ...(await passingBatches(base, mutants, BATCH_SIZE)).slice(0, BATCHES_PER_FOLDER),
    ];

    it.each(batches.map((batch, i) => [i, batch.length, batch] as const))(
      'batch %i (%i mutants) builds, starts and renders every page with its buttons',
      async (_, __, batch) => {
        const names = batch.map((m) => m.name).join('\n');
        const report = await lintMutated(base, batch);
        expect(report.errors, names).toEqual([]);
        const model = compileFormModel(report.config as PartnerConfig);
        const work = await mkdtemp(join(tmpdir(), 'admit-contract-'));
        const partnerDir = join(work, 'partner');
        const webRoot = join(work, 'web');
        try {
          await writeFolderData(partnerDir, mutatedData(base, batch));
          await buildWebInto(partnerDir, webRoot);
          const server = await startTestServer({ PARTNER_CONFIG: partnerDir, WEB_ROOT: webRoot });
          const context = await browser.newContext({ baseURL: server.url });
          try {
            const page = await context.newPage();
            const errors: string[] = [];
            page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
            page.on('console', (message) => {
              if (message.type() === 'error') errors.push(`console: ${message.text()}`);
            });
            const titleOf = new Map(model.pages.map((p) => [p.path, p.title]));
            for (const { path, title, next, submit } of model.pages) {
              await page.goto(path);
              await page.getByRole('heading', { level: 1, name: title }).waitFor();
              await page.waitForLoadState('networkidle');
              if (submit) await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
              if (!next) continue;
              await page.getByRole('button', { name: 'Save and Continue' }).click();
              await page.waitForURL((url) => url.pathname === next);
              await page.getByRole('heading', { level: 1, name: titleOf.get(next) }).waitFor();
            }
            expect(errors, `${names}\n${server.log()}`).toEqual([]);
          } finally {
            await context.close();
            await server.stop();
          }
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      },
    );
  },
);
