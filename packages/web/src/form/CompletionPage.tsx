import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { MarkdownBlock } from '@admit/mui';
import { useText } from '@admit/react';
import { Navigate } from 'react-router';
import { partner } from '../partner/partner.ts';
import { WelcomeBanner } from './WelcomeBanner.tsx';
import { useFormRedirect } from './FormRoutePage.tsx';
import { PdfDownload } from './PdfDownload.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';

/** /completion: shown after submit, with the PDF download. */
export function CompletionPage() {
  const redirect = useFormRedirect();
  const t = useText();
  useDocumentTitle({ screen: t.text('completion.submitted') });
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <WelcomeBanner />
      <Alert severity="success" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" tabIndex={-1} sx={{ outline: 'none' }}>
          {t.text('completion.submitted')}
        </Typography>
      </Alert>
      {partner.completionText && <MarkdownBlock markdown={partner.completionText} />}
      <PdfDownload />
    </>
  );
}
