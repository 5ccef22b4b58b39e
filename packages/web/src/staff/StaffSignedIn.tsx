import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate, Outlet, useLocation } from 'react-router';
import { errorMessage, isUnauthorizedError } from '../api/api-errors.ts';
import { STAFF_SIGN_IN_ROUTE } from '../navigation/routes.ts';
import { StaffLayout } from './StaffLayout.tsx';
import { useStaffMe, type StaffNavState } from './staff-session.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

/**
 * The screens behind sign-in: who is signed in is asked first; nobody goes to the sign-in screen
 * (which returns here after), carrying a single sign-on error along.
 */
export function StaffSignedIn() {
  const t = STAFF_TEXTS;
  const { data: me, error } = useStaffMe();
  const { pathname, search } = useLocation();
  if (isUnauthorizedError(error)) {
    const ssoError = new URLSearchParams(search).get('sso_error');
    const state: StaffNavState = { from: `${pathname}${search}` };
    const query = ssoError === null ? '' : `?${new URLSearchParams({ sso_error: ssoError })}`;
    return <Navigate to={`${STAFF_SIGN_IN_ROUTE}${query}`} state={state} replace />;
  }
  return (
    <StaffLayout me={me}>
      {me ? (
        <Outlet context={me} />
      ) : error ? (
        <Alert severity="error">{errorMessage(error)}</Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t.text('spinner.label')} />
        </Box>
      )}
    </StaffLayout>
  );
}
