import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { StaffMe } from '@admit/contract';
import { useState, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { STAFF_CONSOLE_ROUTE, STAFF_SIGN_IN_ROUTE } from '../navigation/routes.ts';
import { SkipToMainLink } from '../shell/SkipToMainLink.tsx';
import { staffApi } from './staff-api.ts';
import { STAFF_SIGNED_OUT_MESSAGE } from './staff-messages.ts';
import { clearStaffCache, type StaffNavState } from './staff-session.ts';
import { STAFF_CONSOLE_NAME } from './use-staff-screen.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

const navLinkSx = {
  color: 'inherit',
  px: 1,
  py: 0.5,
  minHeight: 24,
  '&.active': { textDecoration: 'underline', fontWeight: 'bold' },
};

/**
 * The frame of the signed-in screens: a skip link, a banner with the console's name, its
 * navigation (the audit log for admins), who is signed in and Sign out; then the screen.
 */
export function StaffLayout({ me, children }: { me?: StaffMe; children: ReactNode }) {
  const navigate = useNavigate();
  const t = STAFF_TEXTS;
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    await staffApi.logout().catch(() => undefined);
    clearStaffCache();
    const state: StaffNavState = { message: STAFF_SIGNED_OUT_MESSAGE };
    await navigate(STAFF_SIGN_IN_ROUTE, { state });
  };
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipToMainLink />
      <AppBar position="static" component="header" elevation={0}>
        <Toolbar sx={{ flexWrap: 'wrap', gap: 1, py: 1 }}>
          <Typography component="p" variant="h6" sx={{ mr: 2 }}>
            {STAFF_CONSOLE_NAME}
          </Typography>
          <Box component="nav" aria-label={t.text('staff.nav.label')} sx={{ flexGrow: 1 }}>
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
            >
              <li>
                <Link component={NavLink} to={STAFF_CONSOLE_ROUTE} end sx={navLinkSx}>
                  {t.text('staff.nav.applications')}
                </Link>
              </li>
              {me?.role === 'admin' && (
                <li>
                  <Link component={NavLink} to={`${STAFF_CONSOLE_ROUTE}/audit`} sx={navLinkSx}>
                    {t.text('staff.nav.audit')}
                  </Link>
                </li>
              )}
              {me?.role === 'admin' && (
                <li>
                  <Link component={NavLink} to={`${STAFF_CONSOLE_ROUTE}/accounts`} sx={navLinkSx}>
                    {t.text('staff.nav.accounts')}
                  </Link>
                </li>
              )}
            </Box>
          </Box>
          {me && (
            <Typography component="p" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t.text('staff.signedInAs', { email: me.email, role: me.role })}
            </Typography>
          )}
          <Button
            color="inherit"
            variant="outlined"
            loading={leaving}
            onClick={() => void signOut()}
          >
            {t.text('staff.signOut')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 'lg',
          mx: 'auto',
          px: 2,
          py: 3,
          outline: 'none',
          // A heading focused after a route change is where reading starts, not a control.
          '& h1:focus': { outline: 'none' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
