import { useDeferredValue } from 'react';

/**
 * Shows content that has just started to show as a non-blocking update. `shown` is whether the
 * content shows now; the result turns false at once when it hides, but turns true in a
 * background render React may interrupt: the answer that revealed it (a click, a keystroke)
 * paints first, and a large branch (a hundred questions) mounts right after instead of holding
 * that paint back. Content shown on first render mounts at once.
 */
export function useRevealed(shown: boolean): boolean {
  const deferred = useDeferredValue(shown);
  return shown && deferred;
}
