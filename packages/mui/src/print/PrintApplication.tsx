import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePrintApplication, usePrintProjection } from '@admit/react';
import { PrintView } from './PrintView.tsx';

/**
 * What staff see (spec section 6): the application's title (the page's h1), then every page of
 * the form's print projection, read from the form's store. The application PDF renders the same
 * projection.
 */
export function PrintApplication({ title }: { title: string }) {
  const pages = usePrintApplication();
  return (
    <Box className="admit-service-view">
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <PrintView pages={pages} />
    </Box>
  );
}

/** One page of the form's print projection, laid out as the staff view lays it out. */
export function PrintFormPage({ pageId }: { pageId: string }) {
  return <PrintView pages={[usePrintProjection(pageId)]} />;
}
