import Box from '@mui/material/Box';
import type { MouseEvent, ReactNode } from 'react';
import { useSession } from '../session/session-store.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export interface AppLayoutProps {
  children?: ReactNode;
  account?: ReactNode;
  steps?: ReactNode;
}

/**
 * The skip link's target: the page's heading (or the main region itself), focused and scrolled to
 * the top, so the next Tab reaches the page's first control and the view shows where focus is. A
 * plain `#main` link would become a route hash and focus the first field in the middle of a form.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/**
 * The page frame: a skip link, header, main content and footer. Service users get the print
 * layout: content only, no header, footer, account menu or step navigation.
 */
export function AppLayout({ children, account, steps }: AppLayoutProps) {
  const isServiceUser = useSession((s) => s.is_service_user);
  if (isServiceUser)
    return (
      <Box component="main" id="main" sx={{ maxWidth: 'lg', mx: 'auto', p: 2 }}>
        {children}
      </Box>
    );
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        onClick={skipToMain}
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'common.white', p: 1 },
        }}
      >
        Skip to main content
      </Box>
      <Header account={account} steps={steps} />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, width: '100%', maxWidth: 'md', mx: 'auto', px: 2, py: 3, outline: 'none' }}
      >
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
