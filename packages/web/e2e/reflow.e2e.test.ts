import { basename, join } from 'node:path';
import type { FormModel } from '@admit/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../build/partner-dir.ts';
import { ARTIFACTS_DIR } from './helpers/artifacts.ts';
import { openApp } from './helpers/browser.ts';
import { setUpJourney, setUpPartnerJourney, type Journey } from './helpers/journey.ts';
import { loadPartnerModel } from './helpers/partner-model.ts';
import { idProblems } from './helpers/screens.ts';
import { REFLOW_WIDTH, TEXT_SPACING_CSS, reflowProblems } from './helpers/reflow.ts';

/**
 * WCAG 1.4.10 and 1.4.12 on every form page of both partners: at 320 CSS px nothing scrolls
 * sideways and no text is cut off, also with the text-spacing overrides applied.
 */
const partners: [string, string, () => Journey][] = [
  ['the bundled partner', join(REPO_ROOT, 'partner-config'), () => setUpJourney()],
  [
    'the example partner',
    join(REPO_ROOT, 'partner-config/examples/fernhollow-art'),
    () => setUpPartnerJourney(join(REPO_ROOT, 'partner-config/examples/fernhollow-art')),
  ],
];

describe.each(partners)('reflow on %s', (_name, dir, setUp) => {
  const journey = setUp();
  let model: FormModel;
  beforeAll(async () => {
    ({ model } = await loadPartnerModel(dir));
  });

  it('every page fits 320 px and clips no text, with and without WCAG text spacing', async () => {
    const { page, context } = await openApp(journey.browser, journey.server.url);
    await page.setViewportSize({ width: REFLOW_WIDTH, height: 800 });
    for (const formPage of model.pages) {
      await page.goto(formPage.path);
      await page.getByRole('heading', { level: 1, name: formPage.title }).waitFor();
      expect(await idProblems(page), formPage.path).toEqual({ repeated: [], dangling: [] });
      await page.screenshot({
        path: join(
          ARTIFACTS_DIR,
          `reflow-${basename(dir)}${formPage.path.replaceAll('/', '-')}.png`,
        ),
      });
      for (const [state, css] of [
        ['as shown', ''],
        ['with text spacing', TEXT_SPACING_CSS],
      ] as const) {
        const found = await reflowProblems(page, css);
        expect(found.scrollWidth, `${formPage.path} ${state}: scroll width`).toBeLessThanOrEqual(
          REFLOW_WIDTH,
        );
        expect(found.clipped, `${formPage.path} ${state}: clipped text`).toEqual([]);
      }
    }
    await context.close();
  });
});
