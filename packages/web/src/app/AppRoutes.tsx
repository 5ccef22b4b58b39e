import { FullScreenSpinner } from '@admit/mui';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { CompletionPage } from '../form/CompletionPage.tsx';
import { FormRoutePage } from '../form/FormRoutePage.tsx';
import { FormSessionRoute } from '../form/FormSessionRoute.tsx';
import { AUTH_ROUTES, COMPLETION_ROUTE, STAFF_CONSOLE_ROUTE } from '../navigation/routes.ts';
import { pages } from '../partner/partner.ts';
import { InactivityWatcher } from '../shell/InactivityWatcher.tsx';
import { RootErrorBoundary } from '../shell/RootErrorBoundary.tsx';
import { ScrollToAnchor } from '../shell/ScrollToAnchor.tsx';
import { ToastHost } from '../shell/ToastHost.tsx';
import { CatchAll } from './CatchAll.tsx';
import { NavigationBridge } from './navigation-bridge.ts';

/** A component of a module loaded on first render. */
const lazyNamed = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

// The auth pages load on first use: most visits start on a form page. Their frame waits for the
// auth forms' validators in the page's language, so no auth card renders before they are in.
const AuthRoute = lazyNamed(async () => {
  const [route] = await Promise.all([
    import('../auth/AuthRoute.tsx'),
    import('../partner/auth-validators.ts').then((module) => module.loadAuthValidators()),
  ]);
  return route;
}, 'AuthRoute');
const LoginPage = lazyNamed(() => import('../auth/LoginPage.tsx'), 'LoginPage');
const SignupPage = lazyNamed(() => import('../auth/SignupPage.tsx'), 'SignupPage');
const ConfirmPage = lazyNamed(() => import('../auth/ConfirmPage.tsx'), 'ConfirmPage');
const ForgotPage = lazyNamed(() => import('../auth/ForgotPage.tsx'), 'ForgotPage');
const ResetPage = lazyNamed(() => import('../auth/ResetPage.tsx'), 'ResetPage');
// The staff console is its own chunk: the applicant's first route never loads it.
const StaffConsole = lazyNamed(() => import('../staff/StaffConsole.tsx'), 'StaffConsole');

/**
 * The routes of spec section 2: the form pages (one per partner page, then /completion) under
 * the form session, which loads the profile first; the auth pages; and a catch-all that goes to
 * the default route keeping the query string; and the staff console under /staff. Toasts and the inactivity watcher sit above them.
 */
export function AppRoutes() {
  return (
    <>
      <NavigationBridge />
      <ScrollToAnchor />
      <RootErrorBoundary>
        <Suspense fallback={<FullScreenSpinner />}>
          <Routes>
            <Route element={<FormSessionRoute />}>
              {pages.map((page) => (
                <Route
                  key={page.id}
                  path={page.path}
                  element={<FormRoutePage key={page.id} page={page} />}
                />
              ))}
              <Route path={COMPLETION_ROUTE} element={<CompletionPage />} />
            </Route>
            <Route element={<AuthRoute />}>
              <Route path={AUTH_ROUTES.login} element={<LoginPage />} />
              <Route path={AUTH_ROUTES.signup} element={<SignupPage />} />
              <Route path={AUTH_ROUTES.confirm} element={<ConfirmPage />} />
              <Route path={AUTH_ROUTES.forgot} element={<ForgotPage />} />
              <Route path={AUTH_ROUTES.reset} element={<ResetPage />} />
            </Route>
            <Route path={`${STAFF_CONSOLE_ROUTE}/*`} element={<StaffConsole />} />
            <Route path="*" element={<CatchAll />} />
          </Routes>
        </Suspense>
        <InactivityWatcher />
      </RootErrorBoundary>
      <ToastHost />
    </>
  );
}
