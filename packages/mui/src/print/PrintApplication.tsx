import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PrintPage } from '@admit/engine';
import { usePrintApplication, usePrintProjection } from '@admit/react';
import type { ReactNode } from 'react';
import { PrintView } from './PrintView.tsx';

export interface PrintApplicationProps {
  /** The page's h1. */
  title: string;
  /**
   * A print projection made elsewhere (the server's, with the config version a submitted
   * application was submitted on); without it, the projection of the form's store.
   */
  pages?: readonly PrintPage[];
  /** Shown between the h1 and the pages (for example the staff console's downloads). */
  intro?: ReactNode;
  /** Shown after the pages (for example answers to questions the form no longer has). */
  children?: ReactNode;
}

/**
 * What staff see (spec section 6): the application's title (the page's h1), then every page of
 * the print projection. The application PDF renders the same projection.
 */
export function PrintApplication({ title, pages, intro, children }: PrintApplicationProps) {
  return (
    <Box className="admit-service-view">
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {intro}
      {pages ? <PrintView pages={pages} /> : <StorePrintView />}
      {children}
    </Box>
  );
}

/** The print projection of the form's store. */
function StorePrintView() {
  return <PrintView pages={usePrintApplication()} />;
}

/** One page of the form's print projection, laid out as the staff view lays it out. */
export function PrintFormPage({ pageId }: { pageId: string }) {
  return <PrintView pages={[usePrintProjection(pageId)]} />;
}
