import { MarkdownBlock } from '@admit/mui';
import { useText } from '@admit/react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { partner } from '../partner/partner.ts';
import { partnerText } from './markdown-text.ts';

/** The Help modal: technical help e-mail, a PDF reader download link, the admissions office contact. */
export function HelpContent() {
  const { helpModal } = partner;
  const t = useText();
  return (
    <>
      <Typography variant="h6" component="h3">
        {t.text('help.technicalHelp')}
      </Typography>
      <MarkdownBlock markdown={partnerText(helpModal.technicalHelp)} />
      <Typography variant="h6" component="h3">
        {t.text('help.readingPdf')}
      </Typography>
      <Typography sx={{ my: 1 }}>
        {t.text('help.pdfFiles')}{' '}
        <Link href={helpModal.pdfReaderUrl} target="_blank" rel="noopener noreferrer">
          {t.text('help.pdfReaderLink')}
        </Link>{' '}
        {t.text('help.pdfReaderWhen')}
      </Typography>
      <Typography variant="h6" component="h3">
        {t.text('help.admissionsOffice')}
      </Typography>
      <MarkdownBlock markdown={partnerText(helpModal.admissionsContact)} />
    </>
  );
}
