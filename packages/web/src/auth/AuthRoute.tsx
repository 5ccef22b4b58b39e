import { Outlet, useLocation } from 'react-router';
import { readNavState } from '../navigation/nav-state.ts';
import { AccountPopover } from '../shell/AccountPopover.tsx';
import { AppLayout } from '../shell/AppLayout.tsx';

/** The frame of the auth pages; the account menu carries a visitor's answers along. */
export function AuthRoute() {
  const state = useLocation().state;
  return (
    <AppLayout account={<AccountPopover answers={() => readNavState(state).answers} />}>
      <Outlet />
    </AppLayout>
  );
}
