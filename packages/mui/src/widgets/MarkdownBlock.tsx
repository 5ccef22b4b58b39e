import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { isPlainParagraph } from '../format/is-plain-paragraph.ts';

// The parser is a seventh of the first route's size budget, and most partner text is plain
// sentences that need none: it loads the first time real markdown shows.
const Markdown = lazy(() => import('react-markdown'));

/**
 * Static text from the config, as markdown. Raw HTML in it is dropped, never rendered. A plain
 * paragraph is rendered as react-markdown would render it, without loading the parser; until the
 * parser arrives, markdown shows as written.
 */
export function MarkdownBlock({ id, markdown }: { id?: string | undefined; markdown: string }) {
  return (
    <Box id={id} className="admit-markdown" sx={{ typography: 'body1', '& p': { my: 1 } }}>
      {isPlainParagraph(markdown) ? (
        <p>{markdown.trim()}</p>
      ) : (
        <Suspense fallback={<span style={{ whiteSpace: 'pre-line' }}>{markdown}</span>}>
          <Markdown skipHtml>{markdown}</Markdown>
        </Suspense>
      )}
    </Box>
  );
}
