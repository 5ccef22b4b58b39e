import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { Answers } from '@admit/engine';
import { useText, type ProductTextId } from '@admit/react';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { withAnswers } from '../navigation/nav-state.ts';
import { AUTH_ROUTES } from '../navigation/routes.ts';
import { logout } from '../session/session-actions.ts';
import { useSession } from '../session/session-store.ts';

/** What a visitor's account menu offers. */
const VISITOR_LINKS = [
  { text: 'account.signIn', to: AUTH_ROUTES.login, variant: 'contained' },
  { text: 'account.createAccount', to: AUTH_ROUTES.signup, variant: 'outlined' },
] as const satisfies readonly { text: ProductTextId; to: string; variant: string }[];

export interface AccountPopoverProps {
  /** A visitor's answers, carried to Sign In and Create Account. */
  answers?: () => Answers | undefined;
}

/**
 * The account menu, titled Account: the username in lowercase and Log Out when logged in; Sign In
 * and Create Account otherwise. Service users never see it (the layout leaves it out).
 */
export function AccountPopover({ answers }: AccountPopoverProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const loggedIn = useSession((s) => s.is_logged_in);
  const username = useSession((s) => s.username);
  const navigate = useNavigate();
  const titleId = useId();
  const t = useText();
  // A failed logout belongs to the error boundary (spec section 8).
  if (failure !== undefined) throw failure;
  const close = () => setAnchor(null);
  const state = () => withAnswers(answers?.());
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t.text('account.menu')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } as object }}
      >
        <Box sx={{ p: 2, minWidth: 220, display: 'grid', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t.text('account.title')}
          </Typography>
          {loggedIn ? (
            <>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{username.toLowerCase()}</Typography>
              <Button
                variant="contained"
                loading={busy}
                onClick={() => {
                  setBusy(true);
                  logout(navigate).catch((error: unknown) => setFailure(error));
                }}
              >
                {t.text('account.logOut')}
              </Button>
            </>
          ) : (
            VISITOR_LINKS.map((link) => (
              <Button
                key={link.to}
                variant={link.variant}
                component={RouterLink}
                to={link.to}
                state={state()}
                onClick={close}
              >
                {t.text(link.text)}
              </Button>
            ))
          )}
        </Box>
      </Popover>
    </>
  );
}
