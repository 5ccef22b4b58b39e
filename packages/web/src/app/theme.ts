import { createAdmitTheme } from '@admit/mui';
import { createTheme } from '@mui/material/styles';
import { partner } from '../partner/partner.ts';

/** The MUI theme from the partner's colours, breakpoints and font. */
export const theme = createTheme(createAdmitTheme(partner.theme));
