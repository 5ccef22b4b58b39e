import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Decorator } from '@storybook/react-vite';
import { bundledTheme } from './bundled-partner.ts';

/** Every story inside the bundled partner's theme, with MUI's baseline styles. */
export const withAdmitTheme: Decorator = (Story) => (
  <ThemeProvider theme={bundledTheme}>
    <CssBaseline />
    <Story />
  </ThemeProvider>
);
