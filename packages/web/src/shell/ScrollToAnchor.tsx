import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readNavState } from '../navigation/nav-state.ts';
import { ERROR_SUMMARY_ID } from './error-summary-id.ts';

const FOCUSABLE =
  'input:not([type=hidden]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * Frames to wait for a lazily loaded screen to render its heading or anchor (a long form page
 * renders its later sections just after its first paint).
 */
const MAX_FRAMES = 120;

/** Elements an applicant types or chooses in. */
const ENTRY = 'input:not([type=hidden]), select, textarea, [role="combobox"]';

/**
 * The input of a block's part (a check box of a group, an address line): its anchor is an empty
 * marker named by the answer key, and the input's id is `<key>-<suffix>` (NodeView's rule).
 */
const partInput = (key: string): HTMLElement | null =>
  document.querySelector<HTMLElement>(`:is(${ENTRY})[id^="${CSS.escape(key)}-"]`);

/** Whether the applicant is already answering something on the page (focus must stay there). */
const isTyping = (): boolean => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.closest('main') !== null && active.matches(ENTRY);
};

/**
 * After a navigation: a `#<questionKey>` link scrolls to that question and focuses its first
 * input; a new screen the applicant went to scrolls to the top and moves focus to its heading,
 * so screen readers announce it; after a failed submit, focus goes to the error summary instead
 * (GOV.UK pattern), whose links lead to each field. The first screen of a visit and redirects (which replace the
 * entry) keep the browser's own focus, and so does an applicant who already started typing.
 */
export function ScrollToAnchor() {
  const { pathname, hash, key, state } = useLocation();
  const toErrorSummary = readNavState(state).focusErrorSummary === true;
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (!hash && (initial || navigationType === 'REPLACE')) return;
    let frame = 0;
    let frames = 0;
    const settle = () => {
      const target = hash
        ? document.getElementById(decodeURIComponent(hash.slice(1)))
        : toErrorSummary
          ? document.getElementById(ERROR_SUMMARY_ID)
          : document.querySelector<HTMLElement>('main h1');
      if (!target) {
        if (++frames < MAX_FRAMES) frame = requestAnimationFrame(settle);
        return;
      }
      if (hash) {
        target.scrollIntoView({ block: 'center' });
        (target.querySelector<HTMLElement>(FOCUSABLE) ?? partInput(target.id))?.focus({
          preventScroll: true,
        });
      } else if (toErrorSummary || !isTyping()) {
        window.scrollTo(0, 0);
        target.focus({ preventScroll: true });
      }
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key, navigationType, toErrorSummary]);
  return null;
}
