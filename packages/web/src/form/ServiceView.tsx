import { PrintApplication } from '@admit/mui';
import { partner } from '../partner/partner.ts';

/**
 * What staff see: every page of the application in the print layout (only answered questions,
 * check marks as [X] and [ ], documents as "Document attached"), with no inputs or buttons. It
 * lays out the engine's print projection, as the application PDF does.
 */
export function ServiceView() {
  return <PrintApplication title={partner.applicationTitle} />;
}
