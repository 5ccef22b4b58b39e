import { describe, expect, it } from 'vitest';
import { openApp } from './helpers/browser.ts';
import { setUpJourney } from './helpers/journey.ts';

/** WCAG 2.3.3: with `prefers-reduced-motion: reduce`, nothing on the page moves. */
describe('reduced motion', () => {
  const journey = setUpJourney();

  /** The longest transition or animation duration (ms) of any element on the page. */
  const longestMotion = () =>
    [...document.querySelectorAll('*')].reduce((longest, element) => {
      const style = getComputedStyle(element);
      const durations = `${style.transitionDuration},${style.animationDuration}`
        .split(',')
        .map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 1 : 1000));
      return Math.max(longest, ...durations.filter((value) => !Number.isNaN(value)));
    }, 0);

  it('turns every transition and animation off when the system asks for less motion', async () => {
    const { page, context } = await openApp(journey.browser, journey.server.url);
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // MUI's buttons and fields move by default: the check can see motion.
    expect(await page.evaluate(longestMotion)).toBeGreaterThan(100);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await page.evaluate(longestMotion)).toBeLessThan(1);
    await context.close();
  });
});
