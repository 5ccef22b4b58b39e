import { ENGLISH_PRODUCT_TEXTS, type ProductTexts } from '@admit/react';

/** What a screen's title is made of: the screen, and for a form page its step. */
export interface TitleParts {
  /** The screen's own heading (the page's title, "Log In", ...). */
  screen: string;
  /** For a step of the application: its number and how many steps there are. */
  step?: { number: number; of: number };
  /** Whether the screen shows problems to fix (GOV.UK: the title starts with "Error: "). */
  hasErrors?: boolean;
}

/**
 * The document title of a screen (WCAG 2.4.2): the screen first, so a screen reader or a tab
 * strip tells the steps apart, then the step, then the application it belongs to.
 * `Error: About You (step 1 of 3) – Chesapeake State University First-Year Application`, in the
 * language of `texts`.
 */
export function documentTitle(
  parts: TitleParts,
  applicationTitle: string,
  texts: ProductTexts = ENGLISH_PRODUCT_TEXTS,
): string {
  const screen = parts.screen.trim();
  const named = parts.step
    ? texts.text('documentTitle.step', { screen, number: parts.step.number, count: parts.step.of })
    : screen;
  const main =
    screen && screen !== applicationTitle
      ? texts.text('documentTitle.withApplication', {
          screen: named,
          application: applicationTitle,
        })
      : applicationTitle;
  return parts.hasErrors ? texts.text('documentTitle.error', { title: main }) : main;
}
