import { useEffect } from 'react';
import { useText } from '@admit/react';
import { partner } from '../partner/partner.ts';
import { documentTitle, type TitleParts } from './document-title.ts';

/** Names the browser tab and the screen-reader title after the screen shown (WCAG 2.4.2). */
export function useDocumentTitle(parts: TitleParts): void {
  const title = documentTitle(parts, partner.applicationTitle, useText());
  useEffect(() => {
    document.title = title;
  }, [title]);
}
