import { useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { TextsProvider } from '@admit/react';
import { SWRConfig } from 'swr';
import { STAFF_CONSOLE_ROUTE, STAFF_SIGN_IN_ROUTE } from '../navigation/routes.ts';
import { StaffAccountsPage } from './StaffAccountsPage.tsx';
import { StaffApplicationPage } from './StaffApplicationPage.tsx';
import { StaffApplicationsPage } from './StaffApplicationsPage.tsx';
import { StaffAuditPage } from './StaffAuditPage.tsx';
import { StaffSignedIn } from './StaffSignedIn.tsx';
import { StaffSignInPage } from './StaffSignInPage.tsx';
import { setStaffSessionEndedHandler } from './staff-api.ts';
import { STAFF_SESSION_ENDED_MESSAGE } from './staff-messages.ts';
import { STAFF_SWR, clearStaffCache, type StaffNavState } from './staff-session.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

/** Sends the console to its sign-in screen with a message when the server ends the session. */
function SessionEndedHandler() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  useEffect(() => {
    setStaffSessionEndedHandler(() => {
      clearStaffCache();
      const { pathname, search } = here.current;
      if (pathname.startsWith(STAFF_SIGN_IN_ROUTE)) return;
      const state: StaffNavState = {
        from: `${pathname}${search}`,
        message: STAFF_SESSION_ENDED_MESSAGE,
      };
      void navigate(STAFF_SIGN_IN_ROUTE, { state });
    });
    return () => setStaffSessionEndedHandler(() => {});
  }, [navigate]);
  return null;
}

/**
 * The staff console (issue 19), under /staff and loaded as its own chunk: sign-in, the application
 * list, one application, and for admins the audit log and the staff accounts. Its own session (the server's staff
 * cookie) and data cache; the applicant's session, timers and screens play no part.
 */
export function StaffConsole() {
  return (
    <TextsProvider texts={STAFF_TEXTS}>
      <SWRConfig value={STAFF_SWR}>
        <SessionEndedHandler />
        <Routes>
          <Route path="sign-in" element={<StaffSignInPage />} />
          <Route element={<StaffSignedIn />}>
            <Route index element={<StaffApplicationsPage />} />
            <Route path="applications/:id" element={<StaffApplicationPage />} />
            <Route path="audit" element={<StaffAuditPage />} />
            <Route path="accounts" element={<StaffAccountsPage />} />
          </Route>
          <Route path="*" element={<Navigate to={STAFF_CONSOLE_ROUTE} replace />} />
        </Routes>
      </SWRConfig>
    </TextsProvider>
  );
}
