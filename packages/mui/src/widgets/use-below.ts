import { useLayoutEffect, useState, type RefObject } from 'react';

/** Where a layer opened under an element sits in the document (CSS pixels). */
export interface Below {
  top: number;
  left: number;
  width: number;
}

/**
 * The document position just under `anchor`, measured only while `open` (once when it opens, and
 * again when the window is resized or zoomed): a layer there, portalled to the body, is never
 * clipped by the page's containment (`content-visibility`) and scrolls with the page. Nothing is
 * measured while closed, so a page of such fields mounts and types without reading layout.
 */
export function useBelow(anchor: RefObject<HTMLElement | null>, open: boolean): Below | undefined {
  const [below, setBelow] = useState<Below>();
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      const element = anchor.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      setBelow({
        top: rect.bottom + window.scrollY,
        left: rect.left + window.scrollX,
        width: rect.width,
      });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [anchor, open]);
  return open ? below : undefined;
}
