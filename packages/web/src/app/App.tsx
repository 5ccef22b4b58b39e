import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { SWR_OPTIONS } from '../api/swr-config.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { appTheme } from './theme.ts';

/** The app: theme, data cache and routes. */
export function App() {
  return (
    <ThemeProvider theme={appTheme()}>
      <CssBaseline />
      <SWRConfig value={SWR_OPTIONS}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SWRConfig>
    </ThemeProvider>
  );
}
