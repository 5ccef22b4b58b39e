import Typography from '@mui/material/Typography';
import type { PageModel } from '@admit/engine';
import { FormPage } from '@admit/react';
import { Navigate, useLocation } from 'react-router';
import { formRouteRedirect } from '../navigation/navigation-rules.ts';
import { DEFAULT_ROUTE } from '../partner/partner.ts';
import { useSession } from '../session/session-store.ts';
import { SummaryBlock } from './SummaryBlock.tsx';
import { useMissingItems } from './use-missing-items.ts';
import { WelcomeBanner } from './WelcomeBanner.tsx';
import { useFormSession } from './form-session.ts';
import { PageButtons } from './PageButtons.tsx';
import { PdfDownload } from './PdfDownload.tsx';
import { useNavMessage } from '../shell/use-nav-message.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { pages } from '../partner/partner.ts';

/** Sends a submitted application to /completion (and /completion back when not submitted). */
export function useFormRedirect(): string | undefined {
  const { pathname } = useLocation();
  const webStatus = useSession((s) => s.web_status);
  const isServiceUser = useSession((s) => s.is_service_user);
  return formRouteRedirect({ pathname, webStatus, isServiceUser, defaultRoute: DEFAULT_ROUTE });
}

/** One step of the application: banner, missing-items summary, the page's questions and buttons. */
export function FormRoutePage({ page }: { page: PageModel }) {
  const redirect = useFormRedirect();
  const session = useFormSession();
  useNavMessage();
  const hasErrors = useMissingItems().length > 0;
  useDocumentTitle({
    screen: page.title,
    step: { number: page.step, of: pages.length },
    hasErrors,
  });
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <WelcomeBanner />
      <SummaryBlock />
      <Typography variant="h4" component="h1" tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
        {page.title}
      </Typography>
      <FormPage pageId={page.id} />
      {page.submit && session.kind === 'applicant' && <PdfDownload />}
      <PageButtons page={page} />
    </>
  );
}
