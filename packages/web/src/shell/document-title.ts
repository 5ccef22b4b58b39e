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
 * `Error: About You (step 1 of 3) – Chesapeake State University First-Year Application`.
 */
export function documentTitle(parts: TitleParts, applicationTitle: string): string {
  const step = parts.step ? ` (step ${parts.step.number} of ${parts.step.of})` : '';
  const screen = parts.screen.trim();
  const main =
    screen && screen !== applicationTitle
      ? `${screen}${step} – ${applicationTitle}`
      : applicationTitle;
  return parts.hasErrors ? `Error: ${main}` : main;
}
