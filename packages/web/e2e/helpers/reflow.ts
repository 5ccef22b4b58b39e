import type { Page } from 'playwright-core';

/** The narrowest width WCAG 1.4.10 asks for: 1280 px at 400% zoom. */
export const REFLOW_WIDTH = 320;

/** WCAG 1.4.12's text-spacing overrides, applied to everything with !important. */
export const TEXT_SPACING_CSS = `
  * {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

/** Everything renders for the measurement, also sections off screen (content-visibility: auto). */
const RENDER_ALL_CSS = '.admit-section { content-visibility: visible !important; }';

/** What a reflow check finds: sideways scrolling and elements whose text is cut off. */
export interface ReflowProblems {
  scrollWidth: number;
  clipped: string[];
}

/**
 * Measures the page as shown: the document's scroll width and every visible element whose text
 * is clipped (wider or taller than its box while its overflow is hidden, clipped or ellipsised).
 * Form controls scroll their own value and text hidden on purpose for screen readers (1 px boxes)
 * are not counted.
 */
export async function reflowProblems(page: Page, extraCss = ''): Promise<ReflowProblems> {
  const style = await page.addStyleTag({ content: RENDER_ALL_CSS + extraCss });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  const result = await page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.matches('input, textarea, select, script, style')) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || style.display === 'none') continue;
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      if (!element.innerText?.trim()) continue;
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      const wide =
        (hides(style.overflowX) || style.textOverflow === 'ellipsis') &&
        element.scrollWidth > element.clientWidth + 1;
      const tall = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      if (wide || tall) {
        const name = element.innerText.trim().replace(/\s+/g, ' ').slice(0, 60);
        clipped.push(`${element.tagName.toLowerCase()}.${element.classList[0] ?? ''}: "${name}"`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, clipped };
  });
  await style.evaluate((element) => (element as Element).remove());
  return result;
}
