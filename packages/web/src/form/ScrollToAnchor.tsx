import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const FOCUSABLE =
  'input:not([type=hidden]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * After a navigation: a `#<questionKey>` link scrolls to that question and focuses its first
 * input; a new page scrolls to the top and moves focus to its heading for screen readers.
 */
export function ScrollToAnchor() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    const frame = requestAnimationFrame(() => {
      if (hash) {
        const target = document.getElementById(decodeURIComponent(hash.slice(1)));
        if (!target) return;
        target.scrollIntoView({ block: 'center' });
        const input = target.querySelector<HTMLElement>(FOCUSABLE);
        input?.focus({ preventScroll: true });
        return;
      }
      if (initial) return;
      window.scrollTo(0, 0);
      document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
