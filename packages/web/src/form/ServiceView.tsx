import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ServiceApplication } from '@admit/contract';
import type { PrintPage } from '@admit/engine';
import { PrintApplication } from '@admit/mui';
import { useText, type ProductTexts } from '@admit/react';
import type { ReactNode } from 'react';
import { partner } from '../partner/partner.ts';

/** What staff read about a retired answer's value. */
const shown = (value: unknown, t: ProductTexts): string =>
  value === true
    ? t.text('serviceView.yes')
    : value === false
      ? t.text('serviceView.no')
      : value === null
        ? ''
        : String(value);

/**
 * What staff see: every page of the application in the print layout (only answered questions,
 * check marks as [X] and [ ], documents as "Document attached"), with no inputs or buttons. It
 * lays out the print projection the server made with the config version the application was
 * submitted on (not this bundle's config), so it reads as the applicant saw it; stored answers
 * to questions that version does not have follow under their own heading.
 */
export function ServiceView({
  application,
  intro,
}: {
  application: ServiceApplication;
  /** Shown under the h1, before the pages (the staff console's downloads). */
  intro?: ReactNode;
}) {
  const t = useText();
  const retired = Object.entries(application.retired_answers);
  return (
    <PrintApplication
      title={partner.applicationTitle}
      // The contract leaves the projection's type to the engine, which made it.
      pages={application.print as PrintPage[]}
      intro={intro}
    >
      {retired.length > 0 && (
        <Box component="section" aria-labelledby="retired-answers-heading" sx={{ mt: 3 }}>
          <Typography id="retired-answers-heading" variant="h5" component="h2" gutterBottom>
            {t.text('serviceView.retiredAnswers')}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {retired.map(([key, value]) => (
              <Box key={key} sx={{ mb: 1 }}>
                <Box component="dt" sx={{ fontWeight: 'bold' }}>
                  {key}
                </Box>
                <Box component="dd" sx={{ ml: 0 }}>
                  {shown(value, t)}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </PrintApplication>
  );
}
