import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { SUBMITTED_MESSAGE } from '@admit/contract/constants';
import { MarkdownBlock } from '@admit/mui';
import { Navigate } from 'react-router';
import { partner } from '../partner/partner.ts';
import { WelcomeBanner } from './WelcomeBanner.tsx';
import { useFormRedirect } from './FormRoutePage.tsx';
import { PdfDownload } from './PdfDownload.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';

/** /completion: shown after submit, with the PDF download. */
export function CompletionPage() {
  const redirect = useFormRedirect();
  useDocumentTitle({ screen: SUBMITTED_MESSAGE });
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <WelcomeBanner />
      <Alert severity="success" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" tabIndex={-1} sx={{ outline: 'none' }}>
          {SUBMITTED_MESSAGE}
        </Typography>
      </Alert>
      {partner.completionText && <MarkdownBlock markdown={partner.completionText} />}
      <PdfDownload />
    </>
  );
}
