import { createAdmitTheme } from '@admit/mui';
import { partner } from '../partner/partner.ts';

/** The MUI theme from the partner's colours, breakpoints and font (built once, at start). */
export const theme = createAdmitTheme(partner.theme);
