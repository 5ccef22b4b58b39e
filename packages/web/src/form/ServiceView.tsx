import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormPage } from '@admit/react';
import { pages, partner } from '../partner/partner.ts';

/**
 * What staff see: every page of the application in the print layout (only answered questions,
 * check marks as [X] and [ ], documents as "Document attached"), with no inputs or buttons.
 */
export function ServiceView() {
  return (
    <Box className="admit-service-view">
      <Typography variant="h4" component="h1" gutterBottom>
        {partner.applicationTitle}
      </Typography>
      {pages.map((page) => (
        <Box
          key={page.id}
          component="section"
          aria-labelledby={`service-page-${page.id}`}
          sx={{ mb: 4 }}
        >
          <Typography
            id={`service-page-${page.id}`}
            variant="h5"
            component="h2"
            sx={{ borderBottom: 2, borderColor: 'primary.main', mb: 1 }}
          >
            Step {page.step}: {page.title}
          </Typography>
          <FormPage pageId={page.id} />
        </Box>
      ))}
    </Box>
  );
}
