import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useSession } from '../session/session-store.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LanguageLinks } from './LanguageLinks.tsx';
import { SkipToMainLink } from './SkipToMainLink.tsx';

export interface AppLayoutProps {
  children?: ReactNode;
  account?: ReactNode;
  steps?: ReactNode;
  /** The language links; by default links that keep nothing of the page (nothing typed on it). */
  languages?: ReactNode;
}

/**
 * The page frame: a skip link, header, main content and footer. Service users get the print
 * layout: content only, no header, footer, account menu or step navigation.
 */
export function AppLayout({ children, account, steps, languages }: AppLayoutProps) {
  const isServiceUser = useSession((s) => s.is_service_user);
  if (isServiceUser)
    return (
      <Box component="main" id="main" sx={{ maxWidth: 'lg', mx: 'auto', p: 2 }}>
        {children}
      </Box>
    );
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipToMainLink />
      <Header account={account} steps={steps} languages={languages ?? <LanguageLinks />} />
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
