import { MarkdownBlock } from '@admit/mui';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { partner } from '../partner/partner.ts';
import { partnerText } from './markdown-text.ts';

/** The Help modal: technical help e-mail, a PDF reader download link, the admissions office contact. */
export function HelpContent() {
  const { helpModal } = partner;
  return (
    <>
      <Typography variant="h6" component="h3">
        Technical help
      </Typography>
      <MarkdownBlock markdown={partnerText(helpModal.technicalHelp)} />
      <Typography variant="h6" component="h3">
        Reading your PDF
      </Typography>
      <Typography sx={{ my: 1 }}>
        Your application and documents download as PDF files.{' '}
        <Link href={helpModal.pdfReaderUrl} target="_blank" rel="noopener noreferrer">
          Download a free PDF reader
        </Link>{' '}
        if you cannot open them.
      </Typography>
      <Typography variant="h6" component="h3">
        Admissions office
      </Typography>
      <MarkdownBlock markdown={partnerText(helpModal.admissionsContact)} />
    </>
  );
}
