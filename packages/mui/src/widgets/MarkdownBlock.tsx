import Box from '@mui/material/Box';
import Markdown from 'react-markdown';

/** Static text from the config, as markdown. Raw HTML in it is dropped, never rendered. */
export function MarkdownBlock({ id, markdown }: { id?: string | undefined; markdown: string }) {
  return (
    <Box id={id} className="admit-markdown" sx={{ typography: 'body1', '& p': { my: 1 } }}>
      <Markdown skipHtml>{markdown}</Markdown>
    </Box>
  );
}
