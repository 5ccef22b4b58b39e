import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { staffText } from './staff-texts.ts';

/** The console's name, after each screen's in the document title. */
export const STAFF_CONSOLE_NAME = staffText('staff.consoleName');

/** A staff screen's document title: the screen first (WCAG 2.4.2). */
export const staffTitle = (screen: string): string =>
  staffText('staff.documentTitle', { screen, console: STAFF_CONSOLE_NAME });

/** The screen the console opened on keeps focus where the browser put it; later ones move it. */
let opened = false;

/**
 * Names the tab after the screen and, once the screen is `ready` (its h1 is shown), moves focus
 * to its h1 after a route change, so a screen reader starts reading the new screen (the first
 * screen of a visit is left alone). A screen whose address changes only by its query (a filter)
 * keeps focus on the control used.
 */
export function useStaffScreen(screen: string, ready = true): void {
  const { pathname } = useLocation();
  const focused = useRef<string | undefined>(undefined);
  const title = staffTitle(screen);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (!ready || focused.current === pathname) return;
    focused.current = pathname;
    if (!opened) {
      opened = true;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [ready, pathname]);
}
