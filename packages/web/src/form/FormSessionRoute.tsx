import { fromWire } from '@admit/contract/wire';
import { FullScreenSpinner } from '@admit/mui';
import { FormProvider, TranslationNoticeProvider, productText } from '@admit/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { applicationApi } from '../api/application-api.ts';
import { useCachedLoad } from '../api/use-cached-load.ts';
import {
  ServerError,
  UnauthorizedError,
  errorMessage,
  isUnauthorizedError,
} from '../api/api-errors.ts';
import { visitorToken } from '../auth/visitor-token.ts';
import { lastPageToRestore } from '../navigation/navigation-rules.ts';
import { readNavState } from '../navigation/nav-state.ts';
import { config, formModel, pages, partnerLanguage } from '../partner/partner.ts';
import { translationNoticeOf } from '../partner/translation-notice-of.ts';
import { launchParams } from '../session/launch-params.ts';
import { useSession } from '../session/session-store.ts';
import { AccountPopover } from '../shell/AccountPopover.tsx';
import { AppLayout } from '../shell/AppLayout.tsx';
import { LanguageLinks } from '../shell/LanguageLinks.tsx';
import { StepNavigation } from '../shell/StepNavigation.tsx';
import { showToast } from '../shell/toast-store.ts';
import {
  FormSessionProvider,
  createApplicantSession,
  createServiceSession,
  createVisitorSession,
  type FormSession,
} from './form-session.ts';
import { APPLICATION_KEY, loadApplication } from './load-application.ts';
import { registry } from './registry.ts';
import { ConflictMessage } from '../sync/ConflictMessage.tsx';
import { SyncNotice } from '../sync/SyncNotice.tsx';
import { usePageChangeEffects } from './use-page-change-effects.ts';

// Only staff see the print view: it loads with their session, not with every applicant's page.
const ServiceView = lazy(async () => ({
  default: (await import('./ServiceView.tsx')).ServiceView,
}));

const report = (error: unknown) => {
  if (!isUnauthorizedError(error)) showToast({ severity: 'error', text: errorMessage(error) });
};

/**
 * Before the page reloads in another language: an applicant's changed answers are saved; a
 * visitor's are kept on the server and come back by their token.
 */
async function keepForLanguageSwitch(session: FormSession): Promise<Record<string, string>> {
  if (session.kind !== 'visitor') {
    await session.saveAnswers();
    return {};
  }
  const token = await visitorToken(session.store.getState().answers);
  return token ? { token } : {};
}

/** Provides a session to the pages below, framed by the layout with its header pieces. */
function SessionFrame({ session, children }: { session: FormSession; children: ReactNode }) {
  useEffect(() => session.sync?.connect(), [session]);
  // The legal sections' notice in the page's language (the page's language never changes).
  const notice = useMemo(() => translationNoticeOf(config, partnerLanguage), []);
  const answers = () => (session.kind === 'visitor' ? session.store.getState().answers : undefined);
  return (
    <FormSessionProvider value={session}>
      <TranslationNoticeProvider value={notice}>
        <FormProvider
          model={formModel}
          store={session.store}
          mode={session.mode}
          services={session.services}
          registry={registry}
        >
          <AppLayout
            account={session.kind === 'service' ? null : <AccountPopover answers={answers} />}
            steps={session.kind === 'service' ? null : <StepNavigation visitorAnswers={answers} />}
            languages={
              session.kind === 'service' ? null : (
                <LanguageLinks beforeSwitch={() => keepForLanguageSwitch(session)} />
              )
            }
          >
            {session.sync && (
              <>
                <SyncNotice sync={session.sync.sync} />
                <ConflictMessage sync={session.sync} onError={report} />
              </>
            )}
            {children}
          </AppLayout>
        </FormProvider>
      </TranslationNoticeProvider>
    </FormSessionProvider>
  );
}

/** A logged-in applicant: the profile (with counts and tabs) is loaded before any page renders. */
function ApplicantSession() {
  const { data } = useCachedLoad(APPLICATION_KEY, loadApplication, { suspense: true });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [session] = useState(() =>
    createApplicantSession(
      {
        answers: data.profile.answer,
        addAnother: data.addAnother,
        tabs: data.tabs,
        documents: data.profile.document_answer,
        webStatus: data.status,
      },
      { user: data.profile.username, revision: data.revision },
    ),
  );
  const restored = useRef(false);
  useEffect(() => {
    if (data.startedNow) applicationApi.postWebStatus('started').catch(report);
    if (data.status === 'validating') session.validate().catch(report);
  }, [data, session]);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const { last_page, has_changed_page, web_status } = useSession.getState();
    if (web_status === 'submitted') return;
    const target = lastPageToRestore({
      lastPage: last_page,
      pathname,
      hasChangedPage: has_changed_page,
      formPaths: pages.map((page) => page.path),
    });
    if (target) void navigate(target, { replace: true });
  }, [navigate, pathname]);
  usePageChangeEffects(session);
  return (
    <SessionFrame session={session}>
      <Outlet />
    </SessionFrame>
  );
}

/**
 * Loads a visitor's saved answer set (?token=). An expired or unknown token (404) says so in a
 * toast and starts empty; any other failure goes to the error boundary.
 */
async function loadVisitorAnswers(token: string) {
  try {
    return (await applicationApi.visitorAnswers(token)).answer;
  } catch (error) {
    if (!(error instanceof ServerError && error.status === 404)) throw error;
    report(error);
    return {};
  }
}

/** A visitor: answers from ?token= or carried back from the auth screens in navigation state. */
function VisitorSession() {
  const token = launchParams().visitorToken;
  const location = useLocation();
  const { data: saved } = useCachedLoad(
    token ? ['visitor-answers', token] : null,
    () => loadVisitorAnswers(token!),
    { suspense: true },
  );
  const [session] = useState(() =>
    createVisitorSession({ answers: { ...saved, ...readNavState(location.state).answers } }),
  );
  return (
    <SessionFrame session={session}>
      <Outlet />
    </SessionFrame>
  );
}

/**
 * Reads the application a service token names. A token that does not verify is an error for the
 * root error screen: staff have no session to log in to again.
 */
async function loadServiceApplication(token: string) {
  try {
    return await applicationApi.serviceApplication(token);
  } catch (error) {
    if (error instanceof UnauthorizedError) {
      const message = (error.body as { message?: string } | undefined)?.message;
      throw new ServerError(message ?? productText('error.generic'), 401, error.body);
    }
    throw error;
  }
}

/** Staff with a service token: the whole application, read-only, in the print layout. */
function ServiceSession() {
  const token = launchParams().serviceToken ?? '';
  const { data } = useCachedLoad(
    ['service-application', token],
    () => loadServiceApplication(token),
    { suspense: true },
  );
  const [session] = useState(() =>
    createServiceSession({
      answers: data.answer,
      addAnother: fromWire(data).addAnother,
      tabs: data.tabs,
      documents: data.document_answer,
    }),
  );
  return (
    <SessionFrame session={session}>
      <ServiceView application={data} />
    </SessionFrame>
  );
}

/**
 * The parent route of the form pages: picks the session (staff, logged-in applicant or visitor)
 * and shows the full-screen spinner while its data loads.
 */
export function FormSessionRoute() {
  const kind = useSession((s) =>
    s.is_service_user ? 'service' : s.is_logged_in ? 'applicant' : 'visitor',
  );
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      {kind === 'service' ? (
        <ServiceSession />
      ) : kind === 'applicant' ? (
        <ApplicantSession />
      ) : (
        <VisitorSession />
      )}
    </Suspense>
  );
}
