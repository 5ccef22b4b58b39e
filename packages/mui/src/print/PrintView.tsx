import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NO_ANSWERS_TEXT, type PrintPage, type PrintSection } from '@admit/engine';
import { useId } from 'react';
import { PrintEntries } from './PrintEntries.tsx';

function PrintSectionView({ section }: { section: PrintSection }) {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      className="admit-print-section"
      sx={{ mb: 2 }}
    >
      <Typography id={titleId} variant="h6" component="h3" gutterBottom>
        {section.title}
      </Typography>
      <PrintEntries entries={section.items} />
    </Box>
  );
}

function PrintPageView({ page }: { page: PrintPage }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      className="admit-print-page"
      data-page-id={page.pageId}
      sx={{ mb: 4 }}
    >
      <Typography
        id={headingId}
        variant="h5"
        component="h2"
        sx={{ borderBottom: 2, borderColor: 'primary.main', mb: 1 }}
      >
        {page.heading}
      </Typography>
      {page.sections.length === 0 ? (
        <Typography variant="body1">{NO_ANSWERS_TEXT}</Typography>
      ) : (
        page.sections.map((section) => <PrintSectionView key={section.id} section={section} />)
      )}
    </Box>
  );
}

/**
 * The staff print view of the engine's print projection: each page (an h2 "Step <n>: <title>"),
 * each section with something answered (an h3), then its questions and the headings of the parts
 * they sit in. It only lays the projection out: the application PDF renders the same projection,
 * so both show the same text. Read-only: no inputs, no buttons.
 */
export function PrintView({ pages }: { pages: readonly PrintPage[] }) {
  return (
    <Box className="admit-print-view">
      {pages.map((page) => (
        <PrintPageView key={page.pageId} page={page} />
      ))}
    </Box>
  );
}
